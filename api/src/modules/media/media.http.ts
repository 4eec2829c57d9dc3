import type { RequestHandler } from 'express';
import { pipeline } from 'node:stream/promises';
import type { Orm } from '../../db/orm';
import type { AppServices } from '../../shared/context';
import { AppError } from '../../shared/errors';
import type { Logger } from '../../shared/logger';
import { parseMediaFileName } from './media-urls';
import { openMediaFile } from './media.service';

/**
 * An asset never changes: a new upload is a new asset with a new address, and so are its
 * variants (/media/<id>-<width>.<ext>).
 */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * GET /media/<id>.<ext> (an uploaded image with the type read from its bytes at upload) and
 * GET /media/<id>-<width>.<ext> (one of its resized copies). nosniff and a sandboxing CSP keep
 * a browser from treating either as anything but an image.
 */
export function serveMedia(orm: Orm, services: AppServices, logger: Logger): RequestHandler {
  return async (req, res, next) => {
    const request = parseMediaFileName(String(req.params['file']));
    // Uploads have numeric names; anything else is one of the site's own files in
    // web/public/media (the home page's hero video), served by the static handler after this.
    if (!request) {
      next();
      return;
    }
    try {
      const ctx = { ...services, em: orm.em.fork() };
      const file = await openMediaFile(ctx, request);
      res.set({
        'Content-Type': file.mimeType,
        'Content-Length': String(file.size),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': CACHE_FOREVER,
      });
      await pipeline(file.stream, res);
    } catch (error) {
      if (res.headersSent) return;
      if (error instanceof AppError) {
        res.status(error.httpStatus).json({ message: error.message });
        return;
      }
      logger.error({ err: error }, 'could not serve an image');
      res.status(500).json({ message: 'Internal server error' });
    }
  };
}
