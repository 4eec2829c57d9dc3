/**
 * What other modules may use of media: the asset entity (a post's image points to it), storing
 * an uploaded image, and the port through which a module reports where images are shown.
 */
export { MediaAsset } from './media-asset.entity';
export {
  discardStoredImage,
  mediaUrl,
  recordImage,
  storeImage,
  type StoredImage,
} from './media.service';
export type { MediaUsage, MediaUsageCheck } from './media-library.service';
