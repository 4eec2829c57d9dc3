import { Args, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { ServiceContext } from '../../shared/context';
import type { AuditEntry } from './audit-entry.entity';
import { AuditEntriesArgs } from './audit.inputs';
import { listAuditActors, listAuditEntries } from './audit.service';
import {
  AuditActorType,
  AuditEntryPageType,
  AuditEntryType,
  AuditFieldChangeType,
} from './audit.types';

@Resolver(() => AuditEntryType)
export class AuditResolver {
  @Authorized(listAuditEntries.access)
  @Query(() => AuditEntryPageType, { description: 'Staff writes to records, newest first' })
  auditEntries(
    @Ctx() ctx: ServiceContext,
    @Args(() => AuditEntriesArgs) args: AuditEntriesArgs,
  ): Promise<{ items: AuditEntry[]; total: number }> {
    return listAuditEntries(ctx, args);
  }

  @Authorized(listAuditActors.access)
  @Query(() => [AuditActorType], { description: 'Everyone who appears in the audit trail' })
  auditActors(@Ctx() ctx: ServiceContext): Promise<{ id: number; name: string }[]> {
    return listAuditActors(ctx);
  }

  @FieldResolver(() => [AuditFieldChangeType], {
    description: 'The fields the write changed, before and after; secrets are redacted',
  })
  changes(@Root() entry: AuditEntry): FieldChangeText[] {
    return entry.changes.map((change) => ({
      field: change.field,
      before: changeText(change.before),
      after: changeText(change.after),
    }));
  }
}

/** One changed field as the API shows it (AuditFieldChangeType). */
interface FieldChangeText {
  field: string;
  before: string | null;
  after: string | null;
}

/** A stored value as text: strings as they are, numbers and lists as JSON. */
function changeText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
