import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { JPEG_BYTES } from '../../../../tests/support/sample-files';
import { samplePhoto } from '../../../../tests/support/sample-photos';
import { serviceTestDatabase } from '../../../../tests/support/test-services';
import { createLogger } from '../../shared/logger';
import { MediaAsset } from './media-asset.entity';
import { mediaScenarios, seedMediaAsset } from './media.scenarios';
import { VariantBackfill } from './variant-backfill';

const { orm, ctx } = serviceTestDatabase();

function backfill(): VariantBackfill {
  return new VariantBackfill({
    orm: orm(),
    storage: ctx().storage,
    logger: createLogger('silent'),
    restRatio: 0,
  });
}

/** An upload from before variants existed: its file in storage, its row without variants. */
async function olderUpload(bytes: Buffer, fields: Partial<MediaAsset> = {}): Promise<number> {
  const { key, size } = await ctx().storage.put(Readable.from([bytes]), { maxBytes: 1e7 });
  const row = { ...mediaScenarios.coverPng({ storageKey: key, size }), mimeType: 'image/jpeg' };
  return (await seedMediaAsset(orm(), { ...row, width: null, height: null, ...fields })).id;
}

function reload(id: number): Promise<MediaAsset> {
  return orm().em.fork().findOneOrFail(MediaAsset, id);
}

beforeEach(async () => {
  await orm().em.fork().nativeDelete(MediaAsset, {});
});

describe('VariantBackfill', () => {
  it('gives older uploads their sizes and copies, once', async () => {
    const id = await olderUpload(await samplePhoto({ width: 1000, height: 750 }));
    expect(await backfill().drain()).toBe(1);

    const asset = await reload(id);
    expect(asset).toMatchObject({ width: 1000, height: 750, variantsClaimedUntil: null });
    const made = asset.variants?.map(({ format, width }) => `${format} ${width}`);
    expect(made).toEqual(
      expect.arrayContaining([
        'webp 320',
        'webp 960',
        'webp 1000',
        'jpeg 480',
        'jpeg 960',
        'jpeg 1000',
      ]),
    );
    for (const variant of asset.variants ?? []) {
      expect(await ctx().storage.stat(variant.key)).toEqual({ size: variant.size });
    }
    expect(await backfill().drain()).toBe(0);
  });

  it('passes over an image another server has claimed, and takes it up when the claim runs out', async () => {
    const claimedUntil = new Date(Date.now() + 60_000);
    const id = await olderUpload(await samplePhoto({ width: 400, height: 300 }), {
      variantsClaimedUntil: claimedUntil,
    });
    expect(await backfill().step()).toBe('none');
    expect(await backfill().step(new Date(claimedUntil.getTime() + 1))).toBe('made');
    expect((await reload(id)).variants?.length).toBeGreaterThan(0);
  });

  it('marks an unreadable image as having no copies, so pages keep its original', async () => {
    const id = await olderUpload(JPEG_BYTES);
    expect(await backfill().step()).toBe('unreadable');
    expect((await reload(id)).variants).toEqual([]);
    expect(await backfill().step()).toBe('none');
  });
});
