import { defineEntity, p } from '@mikro-orm/core';
import { attributionProperties } from '../../db/attribution';
import { createdAtProperty, updatedAtProperty } from '../../db/timestamps';
import {
  CHAT_SERVICES,
  LEAD_KINDS,
  LEAD_PAGE_PATH_MAX_LENGTH,
  LEAD_STATUSES,
  LEAD_TEXT_MAX_LENGTH,
  SPAM_REASONS,
} from '../../../../common/leads';
import { Contact } from './contact.entity';

/** Every enquiry a visitor sends (contact message, project request, chat lead): one inbox. */
const LeadSchema = defineEntity({
  name: 'Lead',
  tableName: 'lead',
  properties: {
    id: p.integer().primary().autoincrement(),
    kind: p.enum(LEAD_KINDS).index(),
    name: p.string().length(LEAD_TEXT_MAX_LENGTH),
    email: p.string().length(LEAD_TEXT_MAX_LENGTH),
    mobile: p.string().length(LEAD_TEXT_MAX_LENGTH).nullable(),
    subject: p.string().length(LEAD_TEXT_MAX_LENGTH).nullable(),
    message: p.text().nullable(),
    businessName: p.string().length(LEAD_TEXT_MAX_LENGTH).nullable(),
    service: p.enum(CHAT_SERVICES).nullable(),
    pagePath: p.string().length(LEAD_PAGE_PATH_MAX_LENGTH).nullable(),
    /** What the visitor agreed to when sending, in words staff can show. */
    consentNote: p.text(),
    /**
     * SHA-256 of the chat token handed once to the visitor who started a chat lead: the
     * database never holds a token that could be replayed.
     */
    chatTokenHash: p.string().length(64).nullable().unique(),
    status: p.enum(LEAD_STATUSES).default('NEW').index(),
    /** Why the lead is SPAM; null for every other status. */
    spamReason: p.enum(SPAM_REASONS).nullable(),
    /**
     * The person behind the lead; null while it is spam (spam never joins or merges contacts),
     * set again when staff restore it.
     */
    contact: () => p.manyToOne(Contact).nullable().deleteRule('set null').index(),
    ...attributionProperties(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});

export class Lead extends LeadSchema.class {}
LeadSchema.setClass(Lead);
