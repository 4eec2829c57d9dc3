/** Shown for a post without an image (and as the social preview of pages without one). */
export const BLOG_PLACEHOLDER_IMAGE = '/images/blog/placeholder.svg';

/** The site's own blog drawings (web/public/images/blog: demo posts, placeholder) are 800 x 480. */
export const BLOG_DRAWING_SIZE = { width: 800, height: 480 };
