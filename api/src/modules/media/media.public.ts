/**
 * What other modules may use of media: the asset entity (a post's image points to it), storing
 * an uploaded image, the image with its resized copies as pages show it, the port through which
 * a module reports where images are shown.
 */
export { MediaAsset } from './media-asset.entity';
export { discardStoredImage, recordImage, storeImage, type StoredImage } from './media.service';
export { imageStillInLibrary, libraryImage, libraryImageView } from './library-image';
export { mediaUrl } from './media-urls';
export {
  responsiveImage,
  singleImage,
  type PictureAsset,
  type ResponsiveImage,
} from './responsive-image';
export type { MediaUsage, MediaUsageCheck } from './media-library.service';
