/** Image upload rules shared by the api and the back office's forms. */

/** The largest image an upload may be. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Types checked by content on the server; the browser's file picker offers the same. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

/**
 * Cards (the blog list, the back office's thumbnails) show images cropped to this frame, centred
 * (web: .blog-card__image). The server makes copies cropped the same way, so a card downloads
 * no pixels it hides.
 */
export const CARD_FRAME = { width: 5, height: 3 };

/** "2.4 MB", "830 KB": sizes as the back office shows them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
