import type { Em } from '../../db/orm';
import type { Viewer } from '../../shared/auth/viewer';
import { NotFoundError } from '../../shared/errors';
import { StaffUser } from '../staff/staff.public';
import {
  ContentRevision,
  type RevisionFields,
  type RevisionSubject,
} from './content-revision.entity';

export interface RevisionRecord {
  subject: RevisionSubject;
  subjectId: number;
  action: string;
  fields: RevisionFields;
  author: Viewer;
  restoredFrom?: number | undefined;
}

/**
 * Keeps a revision of a save. Call it inside the save's transaction, after the record has its
 * id: the revision is written with the change, or not at all.
 */
export function recordRevision(em: Em, record: RevisionRecord): ContentRevision {
  return em.create(ContentRevision, {
    subject: record.subject,
    subjectId: record.subjectId,
    action: record.action,
    fields: record.fields,
    restoredFrom: record.restoredFrom ?? null,
    author: em.getReference(StaffUser, record.author.userId),
    authorName: record.author.name,
  });
}

/** A record's revisions, newest first. */
export function listRevisions(
  em: Em,
  subject: RevisionSubject,
  subjectId: number,
): Promise<ContentRevision[]> {
  return em.find(ContentRevision, { subject, subjectId }, { orderBy: { id: 'desc' } });
}

/** One revision of this record; another record's revision is as good as missing. */
export async function findRevision(
  em: Em,
  subject: RevisionSubject,
  subjectId: number,
  revisionId: number,
): Promise<ContentRevision> {
  const revision = await em.findOne(ContentRevision, { id: revisionId, subject, subjectId });
  if (!revision) throw new NotFoundError(`No revision ${revisionId} of this ${subject}`);
  return revision;
}

/** A deleted record takes its history with it (in the same transaction as the delete). */
export async function deleteRevisions(
  em: Em,
  subject: RevisionSubject,
  subjectId: number,
): Promise<void> {
  await em.nativeDelete(ContentRevision, { subject, subjectId });
}

/** A moment as a revision keeps it. */
export function revisionMoment(moment: Date | null | undefined): string | null {
  return moment ? moment.toISOString() : null;
}

/** A written field as a revision keeps it: text, a list of text, or null. */
export function revisionText(value: unknown): string | string[] | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The written fields an earlier revision of this record saved, to be parsed by the record's
 * own schema and saved again (a restore): another record's revision is as good as missing.
 */
export async function restorableFields(
  em: Em,
  subject: RevisionSubject,
  subjectId: number,
  revisionId: number,
  names: readonly string[],
): Promise<{ revision: ContentRevision; saved: Record<string, unknown> }> {
  const revision = await findRevision(em, subject, subjectId, revisionId);
  const saved = Object.fromEntries(names.map((name) => [name, revision.fields[name]]));
  return { revision, saved };
}
