export const PLACEHOLDER_IMAGE = '/images/blog/placeholder.svg';
