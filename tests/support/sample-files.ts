/**
 * Small files with real signatures for upload tests: each is what its name says by content,
 * except the disguised ones, which are what an attacker would send.
 */

/** A valid 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid 1x1 GIF. */
export const GIF_BYTES = Buffer.from(
  'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
  'base64',
);

/** The start of a JPEG (SOI and a JFIF header): enough for a type check. */
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(64),
]);

/** A RIFF/WEBP header: enough for a type check. */
export const WEBP_BYTES = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 ', 'latin1'),
  Buffer.alloc(64),
]);

/** An HTML page, as sent under a .png name with an image/png type. */
export const HTML_BYTES = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

/** A PNG signature followed by padding up to `bytes` bytes. */
export function pngOfSize(bytes: number): Buffer {
  const file = Buffer.alloc(bytes);
  PNG_BYTES.copy(file);
  return file;
}
