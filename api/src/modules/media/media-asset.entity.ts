import { defineEntity, p } from '@mikro-orm/core';
import { createdAtProperty } from '../../db/timestamps';
import { StaffUser } from '../staff/staff.public';
import type { ImageVariant } from './media-variants';

/**
 * An uploaded image. The bytes live in file storage under `storageKey` (never shown to
 * clients); browsers fetch them from /media/<id>.<ext>, with the type recorded here, which was
 * read from the bytes at upload. Resized copies (variants) live beside it in the same storage,
 * served from /media/<id>-<width>.<ext>.
 */
const MediaAssetSchema = defineEntity({
  name: 'MediaAsset',
  tableName: 'media_asset',
  properties: {
    id: p.integer().primary().autoincrement(),
    storageKey: p.string().length(64).unique(),
    originalName: p.string().length(200),
    mimeType: p.string().length(100),
    size: p.integer(),
    /** As displayed (EXIF orientation applied); pages reserve this aspect ratio. */
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    /** The copies browsers choose from; null until made (uploads from before they existed). */
    variants: p.json<ImageVariant[]>().nullable(),
    /** While a server makes the variants of an older upload (its claim); others pass it by. */
    variantsClaimedUntil: p.datetime().nullable(),
    uploadedBy: () => p.manyToOne(StaffUser).nullable().deleteRule('set null'),
    createdAt: createdAtProperty(),
  },
});

export class MediaAsset extends MediaAssetSchema.class {}
MediaAssetSchema.setClass(MediaAsset);
