import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  chatLeadSchema,
  chatLeadServiceSchema,
  contactMessageSchema,
  isHoneypotFilled,
  projectRequestSchema,
  type ChatServiceKey,
  type LeadKind,
} from '../../../../common/leads';
import { LEAD_KIND_LABELS } from '../../../../common/leads-inbox';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError } from '../../shared/errors';
import { takeVisitorAttempt } from '../../shared/rate-limit';
import { parseInput } from '../../shared/validation';
import { queueEmail } from '../outbox/outbox.public';
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
    await takeLeadAttempt(ctx);
    const { website, ...fields } = parseInput(contactMessageSchema, input);
    if (isHoneypotFilled(website)) return decoyReceipt();
    return saveLead(ctx, { ...fields, kind: 'CONTACT' });
  },
);

export const submitProjectRequest = publicOperation(
  async (ctx: ServiceContext, input: unknown): Promise<LeadReceipt> => {
    await takeLeadAttempt(ctx);
    const { website, ...fields } = parseInput(projectRequestSchema, input);
    if (isHoneypotFilled(website)) return decoyReceipt();
    return saveLead(ctx, { ...fields, kind: 'PROJECT' });
  },
);

/** Stores the chat widget's details and hands back the token that lets it add the service. */
export const startChatLead = publicOperation(
  async (ctx: ServiceContext, input: unknown): Promise<ChatLeadReceipt> => {
    await takeLeadAttempt(ctx);
    const { website, ...fields } = parseInput(chatLeadSchema, input);
    const chatToken = randomBytes(32).toString('base64url');
    if (isHoneypotFilled(website)) return { ...decoyReceipt(), chatToken };
    const receipt = await saveLead(ctx, {
      ...fields,
      kind: 'CHAT',
      chatTokenHash: hashChatToken(chatToken),
    });
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
  };

/** Stores the lead and queues the sales team's alert; one flush writes both or neither. */
async function saveLead(ctx: ServiceContext, lead: NewLead): Promise<LeadReceipt> {
  const created = ctx.em.create(Lead, {
    ...lead,
    pagePath: lead.pagePath ?? null,
    consentNote: CONSENT_NOTES[lead.kind],
  });
  queueEmail(ctx.em, 'newLead', ctx.salesEmail, {
    kind: LEAD_KIND_LABELS[lead.kind],
    name: lead.name,
    email: lead.email,
    mobile: lead.mobile ?? '',
    businessName: lead.businessName ?? '',
    subject: lead.subject ?? '',
    message: lead.message ?? '',
    pagePath: lead.pagePath ?? '',
    receivedAt: new Date().toISOString(),
  });
  await ctx.em.flush();
  return { id: created.id, receivedAt: created.createdAt };
}

function takeLeadAttempt(ctx: ServiceContext): Promise<void> {
  return takeVisitorAttempt(ctx.rateLimits.leads, ctx.clientIp);
}

/** A receipt that looks like any other, for a submission the honeypot caught. */
function decoyReceipt(): LeadReceipt {
  return { id: randomInt(1, 1_000_000), receivedAt: new Date() };
}

function hashChatToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
