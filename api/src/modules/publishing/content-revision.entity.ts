import { defineEntity, p } from '@mikro-orm/core';
import { createdAtProperty } from '../../db/timestamps';
import { StaffUser } from '../staff/staff.public';

/** The records revisions are kept for. */
export const REVISION_SUBJECTS = ['post', 'job'] as const;
export type RevisionSubject = (typeof REVISION_SUBJECTS)[number];

/** A revision's field values as saved: text, lists of text, ISO moments, or null. */
export type RevisionFields = Record<string, string | string[] | null>;

/**
 * One save of a post or a job: who saved it, when, what kind of save it was, and every field
 * as it stood afterwards. Written in the transaction of the save itself, and never edited.
 */
const ContentRevisionSchema = defineEntity({
  name: 'ContentRevision',
  tableName: 'content_revision',
  properties: {
    id: p.integer().primary().autoincrement(),
    subject: p.enum(REVISION_SUBJECTS),
    subjectId: p.integer(),
    /** 'created', 'edited', 'scheduled', 'published', 'restored', ... */
    action: p.string().length(40),
    fields: p.json<RevisionFields>(),
    /** The revision a restore brought back. */
    restoredFrom: p.integer().nullable(),
    /** Kept when the account is deleted later; authorName still tells who saved it. */
    author: () => p.manyToOne(StaffUser).nullable().deleteRule('set null'),
    authorName: p.string().length(201),
    createdAt: createdAtProperty(),
  },
  indexes: [{ properties: ['subject', 'subjectId'] }],
});

export class ContentRevision extends ContentRevisionSchema.class {}
ContentRevisionSchema.setClass(ContentRevision);
