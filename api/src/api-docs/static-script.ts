import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';

/**
 * Answers one script file from disk, read and gzip-compressed once on first use (the Scalar
 * bundle is 3.5 MB, about 1 MB compressed), revalidated hourly.
 */
export function staticScript(file: () => string): RequestHandler {
  let body: { plain: Buffer; gzip: Buffer } | undefined;
  return (req, res) => {
    body ??= (() => {
      const plain = readFileSync(file());
      return { plain, gzip: gzipSync(plain) };
    })();
    res.type('text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.acceptsEncodings('gzip') === 'gzip') {
      res.setHeader('Content-Encoding', 'gzip');
      res.send(body.gzip);
      return;
    }
    res.send(body.plain);
  };
}
