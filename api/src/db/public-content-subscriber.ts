import type {
  EntityClass,
  EntityManager,
  Transaction,
  EventSubscriber,
  FlushEventArgs,
  TransactionEventArgs,
} from '@mikro-orm/core';
import { PUBLIC_CONTENT_SQL } from '../shared/public-content';

/**
 * Announces every committed write to the entities public pages show (shared/public-content.ts),
 * whichever service or command made it, so no write path can forget to clear the page caches.
 * The announcement runs inside the writing transaction: PostgreSQL delivers it when, and only
 * if, that transaction commits.
 */
export class PublicContentSubscriber implements EventSubscriber {
  /** Flushes that changed public content and open their own transaction, until it commits. */
  private readonly pending = new WeakSet<object>();

  constructor(private readonly publicEntities: readonly EntityClass<object>[]) {}

  async onFlush({ em, uow }: FlushEventArgs): Promise<void> {
    if (!this.changesPublicContent(uow)) return;
    // Inside a transaction already (em.transactional): announce in it now. Otherwise the flush
    // opens its own transaction next, and the announcement waits for its commit hook.
    if (em.isInTransaction()) await announce(em, em.getTransactionContext());
    else this.pending.add(em);
  }

  async beforeTransactionCommit({ em, transaction }: TransactionEventArgs): Promise<void> {
    if (this.pending.delete(em)) await announce(em, transaction);
  }

  afterTransactionRollback({ em }: TransactionEventArgs): void {
    this.pending.delete(em);
  }

  private changesPublicContent(uow: FlushEventArgs['uow']): boolean {
    const touched = [
      ...uow.getChangeSets().map((changeSet) => changeSet.entity),
      ...uow.getCollectionUpdates().map((collection) => collection.owner),
    ];
    return touched.some((entity) =>
      this.publicEntities.some((publicEntity) => entity instanceof publicEntity),
    );
  }
}

/** PostgreSQL delivers the notification when, and only if, the transaction commits. */
async function announce(em: EntityManager, transaction?: Transaction): Promise<void> {
  await em.getConnection('write').execute(PUBLIC_CONTENT_SQL, [], 'run', transaction);
}
