import { ADMIN_ONLY, withScope } from '../../../../common/access';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import type { ServiceContext } from '../../shared/context';
import { ValidationError } from '../../shared/errors';
import { MediaAsset } from './media-asset.entity';
import { mediaUrl } from './media-urls';
import { responsiveImage, type ResponsiveImage } from './responsive-image';

export const MEDIA_PAGE_SIZE_MAX = 100;

/** Where an image is shown: a page's title and address. */
export interface MediaUsage {
  title: string;
  address: string;
}

/**
 * Where each of the assets is shown, by asset id. The modules that show images know their own
 * pages (content: blog posts); the composition root passes their check (api/src/schema/), so
 * media depends on none of them.
 */
export type MediaUsageCheck = (
  ctx: ServiceContext,
  assetIds: number[],
) => Promise<Map<number, MediaUsage[]>>;

export interface MediaLibraryItem {
  id: number;
  url: string;
  picture: ResponsiveImage;
  cardPicture: ResponsiveImage;
  originalName: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  createdAt: Date;
  uploadedByName: string | null;
  usedIn: MediaUsage[];
}

export interface MediaLibraryPage {
  items: MediaLibraryItem[];
  total: number;
}

/** The Images screen: uploaded images, newest first, each with the posts that show it. */
export const listMediaLibrary = staffOperation(
  withScope(ADMIN_ONLY, 'media:read'),
  async (
    ctx: StaffContext,
    { offset, limit }: { offset: number; limit: number },
    usageOf: MediaUsageCheck,
  ): Promise<MediaLibraryPage> => {
    if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1) {
      throw new ValidationError('Invalid input: offset and limit must be whole numbers', {
        limit: 'must be at least 1',
      });
    }
    const [assets, total] = await ctx.em.findAndCount(
      MediaAsset,
      {},
      {
        populate: ['uploadedBy'],
        orderBy: { createdAt: 'desc', id: 'desc' },
        offset,
        limit: Math.min(limit, MEDIA_PAGE_SIZE_MAX),
      },
    );
    const usage = assets.length
      ? await usageOf(
          ctx,
          assets.map((asset) => asset.id),
        )
      : new Map<number, MediaUsage[]>();
    return {
      total,
      items: assets.map((asset) => ({
        id: asset.id,
        url: mediaUrl(asset),
        picture: responsiveImage(asset),
        cardPicture: responsiveImage(asset, 'card'),
        originalName: asset.originalName,
        mimeType: asset.mimeType,
        size: asset.size,
        width: asset.width ?? null,
        height: asset.height ?? null,
        createdAt: asset.createdAt,
        uploadedByName: asset.uploadedBy
          ? `${asset.uploadedBy.firstName} ${asset.uploadedBy.lastName}`.trim()
          : null,
        usedIn: usage.get(asset.id) ?? [],
      })),
    };
  },
);
