import { defineEntity, p } from '@mikro-orm/core';
import { LEAD_NOTE_MAX_LENGTH } from '../../../../common/leads-inbox';
import { createdAtProperty } from '../../db/timestamps';
import { StaffUser } from '../staff/staff.public';
import { Lead } from './lead.entity';

/** A staff member's note on a lead: what was said, by whom, when. Notes are never edited. */
const LeadNoteSchema = defineEntity({
  name: 'LeadNote',
  tableName: 'lead_note',
  properties: {
    id: p.integer().primary().autoincrement(),
    lead: () => p.manyToOne(Lead).deleteRule('cascade').index(),
    /** Kept when the account is deleted later; authorName still tells who wrote it. */
    author: () => p.manyToOne(StaffUser).nullable().deleteRule('set null'),
    authorName: p.string().length(201),
    body: p.string().length(LEAD_NOTE_MAX_LENGTH),
    createdAt: createdAtProperty(),
  },
});

export class LeadNote extends LeadNoteSchema.class {}
LeadNoteSchema.setClass(LeadNote);
