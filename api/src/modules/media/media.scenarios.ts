import type { RequiredEntityData } from '@mikro-orm/core';
import type { Orm } from '../../db/orm';
import { MediaAsset } from './media-asset.entity';

type StoredAsset = RequiredEntityData<MediaAsset>;

/** Named media rows for tests: what an upload records once its bytes are in storage. */
export const mediaScenarios = {
  /** A blog cover as a 1x1 PNG, its bytes under `storageKey`, uploaded by nobody still on staff. */
  coverPng: (fields: Pick<StoredAsset, 'storageKey' | 'size'>): StoredAsset => ({
    originalName: 'cover.png',
    mimeType: 'image/png',
    width: 1,
    height: 1,
    uploadedBy: null,
    ...fields,
  }),
};

/** Stores the row only: the bytes are wherever the test put them (or nowhere). */
export async function seedMediaAsset(orm: Orm, asset: StoredAsset): Promise<MediaAsset> {
  const em = orm.em.fork();
  const stored = em.create(MediaAsset, asset);
  await em.flush();
  return stored;
}
