import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * What the browser accepts, best for it first: brotli is the smallest, gzip the most widely
 * understood, and the page itself always goes (RFC 9110 lets a server choose among acceptable
 * codings, whatever order the browser listed them in).
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = codingWeights(acceptEncoding ?? '');
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

function codingWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(coding, q === undefined ? 1 : Number(q));
  }
  return weights;
}

/**
 * Quality 5 brotli and level 6 gzip while the visitor waits: a page of 50-70 KB (its stylesheet
 * inlined) shrinks to about a sixth in about a millisecond; the highest settings are 20-60 times
 * slower (a page the cache keeps gets one later, compressHarder below). Compressing at once
 * costs half the CPU of zlib's asynchronous streams, whose bookkeeping outweighs the work on
 * inputs this small.
 *
 * Brotli's window stays at 64 KB whatever the page's size: up to that size brotli uses a hasher
 * with a small table, and from 128 KB up one whose table of about 2 MB is set up for every page,
 * which made a 70 KB page cost twice the CPU of a 52 KB one under load while saving nothing
 * (repeats further apart than 64 KB are rare in a page).
 */
const BROTLI_WINDOW_BITS = 16;

function brotliParams(body: Buffer, quality: number) {
  return {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  };
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, { params: brotliParams(body, 5) });
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return body;
}

/** A page ready to send: its validator and its body in each prepared encoding. */
export interface PreparedPage {
  /** A weak validator shared by every encoding of the same HTML. */
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>>;
}

/**
 * The page's bytes (`identity`) compressed into each of `encodings`; the page itself is always
 * kept, for clients that accept no compression.
 */
export function preparePage(identity: Buffer, encodings: Encoding[]): PreparedPage {
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  const bodies: PreparedPage['bodies'] = { identity };
  for (const encoding of encodings) bodies[encoding] = compress(identity, encoding);
  return { etag, bodies };
}

export const ALL_ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

const brotliCompressInPool = promisify(brotliCompress);

/**
 * A page kept in the cache is sent many times, so once kept its brotli body is made again at
 * quality 10, in zlib's thread pool rather than on the event loop, and replaces the quick one.
 * About a tenth smaller (the WhatsApp page: 14,340 bytes at quality 5, 13,036 at 10), which
 * brings a page and its headers within TCP's first flight (about 14.6 KB): a slow phone is
 * spared a round trip before its first paint. Quality 11 saves 2% more for three times the CPU
 * (about 70 ms a page, paid again each time-to-live).
 */
export async function compressHarder(page: PreparedPage): Promise<void> {
  const identity = page.bodies.identity;
  if (!identity) return;
  const smaller = await brotliCompressInPool(identity, { params: brotliParams(identity, 10) });
  if (smaller.length < (page.bodies.br?.length ?? Number.POSITIVE_INFINITY)) {
    page.bodies.br = smaller;
  }
}
