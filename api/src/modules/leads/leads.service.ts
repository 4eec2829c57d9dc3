import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Attribution } from '../../../../common/attribution';
import {
  chatLeadServiceSchema,
  isHoneypotFilled,
  type ChatServiceKey,
  type LeadKind,
  type SpamReason,
} from '../../../../common/leads';
import {
  chatSubmissionSchema,
  contactSubmissionSchema,
  projectSubmissionSchema,
} from '../../../../common/submissions.schemas';
import { LEAD_KIND_LABELS } from '../../../../common/leads-inbox';
import { attributionColumns } from '../../db/attribution';
import type { Em } from '../../db/orm';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError } from '../../shared/errors';
import { rateLimitKey, RateLimitedError } from '../../shared/rate-limit';
import { parseInput } from '../../shared/validation';
import { queueEmail } from '../outbox/outbox.public';
import { linkLeadToContact } from './contact-linking';
import { recordLeadCreated } from './lead-created-event';
import { Lead } from './lead.entity';
import { publicOperation } from '../../shared/auth/operation';

/** What a visitor learns about a lead they sent. */
export interface LeadReceipt {
  id: number;
  receivedAt: Date;
}

export interface ChatLeadReceipt extends LeadReceipt {
  /** Shown once, to the visitor who started the chat; only its hash is stored. */
  chatToken: string;
}

/** What the visitor agreed to, stored with each lead so staff know why they may reply. */
export const CONSENT_NOTES: Record<LeadKind, string> = {
  CONTACT:
    'Submitted through the contact form; the visitor asked to be contacted about this enquiry.',
  PROJECT:
    'Submitted through the project request form; the visitor asked to be contacted about this project.',
  CHAT: 'Given in the chat widget; the visitor asked to be contacted about our services.',
};

export const submitContactMessage = publicOperation(
  async (ctx: ServiceContext, input: unknown): Promise<LeadReceipt> => {
    const { fields, spamReason } = await screenSubmission(ctx, contactSubmissionSchema, input, {
      kind: 'CONTACT',
    });
    return saveLead(ctx, { ...fields, kind: 'CONTACT' }, spamReason);
  },
);

export const submitProjectRequest = publicOperation(
  async (ctx: ServiceContext, input: unknown): Promise<LeadReceipt> => {
    const { fields, spamReason } = await screenSubmission(ctx, projectSubmissionSchema, input, {
      kind: 'PROJECT',
    });
    return saveLead(ctx, { ...fields, kind: 'PROJECT' }, spamReason);
  },
);

/** Stores the chat widget's details and hands back the token that lets it add the service. */
export const startChatLead = publicOperation(
  async (ctx: ServiceContext, input: unknown): Promise<ChatLeadReceipt> => {
    const { fields, spamReason } = await screenSubmission(ctx, chatSubmissionSchema, input, {
      kind: 'CHAT',
    });
    const chatToken = randomBytes(32).toString('base64url');
    const lead = { ...fields, kind: 'CHAT' as const, chatTokenHash: hashChatToken(chatToken) };
    const receipt = await saveLead(ctx, lead, spamReason);
    return { ...receipt, chatToken };
  },
);

/** Records the service chosen in the chat, on the one lead that owns the token. */
export const setChatLeadService = publicOperation(
  async (ctx: ServiceContext, chatToken: string, service: ChatServiceKey): Promise<LeadReceipt> => {
    const parsed = parseInput(chatLeadServiceSchema, { chatToken, service });
    const lead = await ctx.em.findOne(Lead, { chatTokenHash: hashChatToken(parsed.chatToken) });
    if (!lead) throw new NotFoundError('Chat not found: start a new chat');
    lead.service = parsed.service;
    await ctx.em.flush();
    return { id: lead.id, receivedAt: lead.createdAt };
  },
);

type NewLead = Pick<Lead, 'kind' | 'name' | 'email'> &
  Partial<Pick<Lead, 'mobile' | 'subject' | 'message' | 'businessName' | 'chatTokenHash'>> & {
    pagePath?: string | undefined;
    attribution?: Attribution | null | undefined;
  };

/** What every lead form sends besides its own fields. */
interface Submission {
  website?: unknown;
  pagePath?: string | undefined;
  attribution?: Attribution | null | undefined;
}

/**
 * Takes the visitor's attempt and parses the form. A filled honeypot is answered like any
 * success and kept as spam; a submission past the per-visitor limit is refused with 429 as
 * always, but kept as spam first when it is a valid one (a real person who wrote once too
 * often is not lost). A bot learns nothing from either answer.
 */
async function screenSubmission<Fields extends Submission>(
  ctx: ServiceContext,
  schema: z.ZodType<Fields>,
  input: unknown,
  { kind }: { kind: LeadKind },
): Promise<{ fields: Omit<Fields, 'website'>; spamReason: SpamReason | null }> {
  const visitor = rateLimitKey(ctx.clientIp);
  if (!(await ctx.rateLimits.leads.tryTake(visitor))) {
    await keepRateLimited(ctx, schema, input, kind, visitor);
    throw new RateLimitedError();
  }
  const { website, ...fields } = parseInput(schema, input);
  return { fields, spamReason: isHoneypotFilled(website) ? 'HONEYPOT' : null };
}

/**
 * Stores a refused-for-rate submission as spam when it is valid. A flood past even the spam
 * allowance (RateLimits.leadSpam, far above what a person sends) is not stored: that is a
 * machine, and keeping it would only fill the database.
 */
async function keepRateLimited<Fields extends Submission>(
  ctx: ServiceContext,
  schema: z.ZodType<Fields>,
  input: unknown,
  kind: LeadKind,
  visitor: string,
): Promise<void> {
  const parsed = schema.safeParse(input);
  if (!parsed.success || !(await ctx.rateLimits.leadSpam.tryTake(visitor))) return;
  const { website, ...fields } = parsed.data;
  const lead = { ...(fields as Omit<Fields, 'website'> & Pick<Lead, 'name' | 'email'>), kind };
  await saveLead(ctx, lead, isHoneypotFilled(website) ? 'HONEYPOT' : 'RATE_LIMITED');
}

/**
 * Stores the lead with its attribution. Spam is kept flagged, joins no contact (a bot must
 * not merge two people) and is neither announced nor mailed; any other lead is linked to its
 * contact, announced (lead.created) and the sales team's alert queued, in one transaction.
 */
async function saveLead(
  ctx: ServiceContext,
  { attribution, ...lead }: NewLead,
  spamReason: SpamReason | null,
): Promise<LeadReceipt> {
  return ctx.em.transactional(async (em) => {
    const created = em.create(Lead, {
      ...lead,
      pagePath: lead.pagePath ?? null,
      consentNote: CONSENT_NOTES[lead.kind],
      ...attributionColumns(attribution),
      ...(spamReason ? { status: 'SPAM' as const, spamReason } : {}),
    });
    if (!spamReason) await linkLeadToContact(em, created);
    await em.flush();
    if (!spamReason) {
      await recordLeadCreated(em, created);
      queueNewLeadAlert(em, ctx.salesEmail, created);
      await em.flush();
    }
    return { id: created.id, receivedAt: created.createdAt };
  });
}

/** The e-mail that tells the sales team a lead came in. */
function queueNewLeadAlert(em: Em, salesEmail: string, lead: Lead): void {
  queueEmail(em, 'newLead', salesEmail, {
    kind: LEAD_KIND_LABELS[lead.kind],
    name: lead.name,
    email: lead.email,
    mobile: lead.mobile ?? '',
    businessName: lead.businessName ?? '',
    subject: lead.subject ?? '',
    message: lead.message ?? '',
    pagePath: lead.pagePath ?? '',
    receivedAt: lead.createdAt.toISOString(),
  });
}

function hashChatToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
