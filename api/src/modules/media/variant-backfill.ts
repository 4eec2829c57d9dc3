import { LockMode } from '@mikro-orm/core';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Orm } from '../../db/orm';
import type { Logger } from '../../shared/logger';
import { FileMissingError, type FileStorage } from '../../shared/storage/file-storage';
import { UnreadableImageError } from './image-variants';
import { MediaAsset } from './media-asset.entity';
import { deleteVariantFiles, storeImageVariants, type StoredVariants } from './media-variants';

export interface VariantBackfillOptions {
  orm: Orm;
  storage: FileStorage;
  logger: Logger;
  /** How long a claim keeps an image from other servers: far longer than one image takes. */
  leaseMs?: number;
  /** Rest after each image, as a share of the time it took (1: at most half the CPU). */
  restRatio?: number;
}

/** What one step did: made an image's variants, found it unreadable, or found nothing to do. */
export type BackfillStep = 'made' | 'unreadable' | 'none';

interface ClaimedAsset {
  id: number;
  storageKey: string;
  size: number;
}

/**
 * Makes the variants of images uploaded before variants existed: one image at a time, newest
 * first, in the background after a server starts, until none is left. Every server runs one;
 * each image is claimed in the database first (FOR UPDATE SKIP LOCKED and a lease, as the
 * outbox does), so servers share the work instead of repeating it, and an image a dead server
 * held is taken up again once its lease runs out. Between images it rests, so pages stay quick.
 */
export class VariantBackfill {
  private readonly stopping = new AbortController();
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly options: VariantBackfillOptions) {}

  start(): void {
    this.running = this.drain().then(
      () => undefined,
      (error: unknown) => {
        this.options.logger.error({ err: error }, 'image variant backfill stopped');
      },
    );
  }

  /** Stops after the image in progress. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.running;
  }

  /** Steps until no image is left (or the backfill is stopped); answers how many it made. */
  async drain(): Promise<number> {
    const { restRatio = 1 } = this.options;
    let made = 0;
    while (!this.stopping.signal.aborted) {
      const started = performance.now();
      const step = await this.step();
      if (step === 'none') break;
      if (step === 'made') made += 1;
      const restMs = (performance.now() - started) * restRatio;
      await sleep(restMs, undefined, { signal: this.stopping.signal }).catch(() => undefined);
    }
    if (made > 0) this.options.logger.info({ images: made }, 'made variants of older images');
    return made;
  }

  /** Claims one image without variants and makes them. */
  async step(now = new Date()): Promise<BackfillStep> {
    const { orm, storage, logger, leaseMs = 5 * 60_000 } = this.options;
    const asset = await claimImageWithoutVariants(orm, now, leaseMs);
    if (!asset) return 'none';
    let made: StoredVariants;
    try {
      made = await storeImageVariants(storage, { key: asset.storageKey, size: asset.size });
    } catch (error) {
      if (!(error instanceof UnreadableImageError || error instanceof FileMissingError)) {
        await releaseClaim(orm, asset.id);
        throw error;
      }
      // Pages keep showing the original: there is nothing to choose between.
      logger.warn({ assetId: asset.id, err: error }, 'an uploaded image has no readable copy');
      await recordVariants(orm, asset.id, { variants: [] });
      return 'unreadable';
    }
    if (!(await recordVariants(orm, asset.id, made))) {
      // Deleted meanwhile, or done by a server whose lease this one outlived.
      await deleteVariantFiles(storage, asset.storageKey, made.variants);
    }
    return 'made';
  }
}

async function claimImageWithoutVariants(
  orm: Orm,
  now: Date,
  leaseMs: number,
): Promise<ClaimedAsset | undefined> {
  return orm.em.fork().transactional(async (em) => {
    const [asset] = await em.find(
      MediaAsset,
      {
        variants: null,
        $or: [{ variantsClaimedUntil: null }, { variantsClaimedUntil: { $lte: now } }],
      },
      { orderBy: { id: 'desc' }, limit: 1, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
    );
    if (!asset) return undefined;
    asset.variantsClaimedUntil = new Date(now.getTime() + leaseMs);
    return { id: asset.id, storageKey: asset.storageKey, size: asset.size };
  });
}

/** Writes the variants unless another server already did; false when nothing was written. */
async function recordVariants(
  orm: Orm,
  id: number,
  made: Partial<StoredVariants> & Pick<StoredVariants, 'variants'>,
): Promise<boolean> {
  const changed = await orm.em
    .fork()
    .nativeUpdate(MediaAsset, { id, variants: null }, { ...made, variantsClaimedUntil: null });
  return changed > 0;
}

async function releaseClaim(orm: Orm, id: number): Promise<void> {
  await orm.em.fork().nativeUpdate(MediaAsset, { id }, { variantsClaimedUntil: null });
}
