import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { ServiceContext } from '../../shared/context';
import {
  listMediaLibrary,
  MEDIA_PAGE_SIZE_MAX,
  type MediaLibraryPage,
  type MediaUsageCheck,
} from './media-library.service';
import { MediaAssetPageType } from './media.types';

/**
 * The back office's Images screen. The composition root (api/src/schema/) passes the check of
 * where images are used.
 */
@Resolver()
export class MediaResolver {
  constructor(private readonly usageOf: MediaUsageCheck) {}

  @Authorized(listMediaLibrary.access)
  @Query(() => MediaAssetPageType, { description: 'Uploaded images, newest first, with their use' })
  mediaAssets(
    @Ctx() ctx: ServiceContext,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Images to skip' }) offset: number,
    @Arg('limit', () => Int, { defaultValue: 50, description: `At most ${MEDIA_PAGE_SIZE_MAX}` })
    limit: number,
  ): Promise<MediaLibraryPage> {
    return listMediaLibrary(ctx, { offset, limit }, this.usageOf);
  }
}
