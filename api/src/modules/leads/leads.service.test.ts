import { beforeEach, describe, expect, it } from 'vitest';
import { serviceTestDatabase } from '../../../../tests/support/test-services';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { createRateLimits, RateLimitedError, RateLimiter } from '../../shared/rate-limit';
import { Lead } from './lead.entity';
import { countLeads, leadScenarios, storedLeads } from './leads.scenarios';
import {
  setChatLeadService,
  startChatLead,
  submitContactMessage,
  submitProjectRequest,
} from './leads.service';

const { orm, ctx } = serviceTestDatabase();
beforeEach(async () => {
  await orm().em.fork().nativeDelete(Lead, {});
});

describe('leads service', () => {
  it('answers a filled honeypot like any success, and keeps it as spam with the reason', async () => {
    const contact = await submitContactMessage(ctx(), {
      ...leadScenarios.contact,
      website: 'http://spam.example',
    });
    const project = await submitProjectRequest(ctx(), { ...leadScenarios.project, website: 'x' });
    const chat = await startChatLead(ctx(), { ...leadScenarios.chat, website: 'x' });
    for (const receipt of [contact, project, chat]) {
      expect(receipt.id).toBeGreaterThan(0);
      expect(receipt.receivedAt).toBeInstanceOf(Date);
    }
    expect(chat.chatToken).toMatch(/^[\w-]{43}$/);
    const leads = await storedLeads(orm());
    expect(leads.map((lead) => [lead.id, lead.status, lead.spamReason, lead.contact])).toEqual([
      [contact.id, 'SPAM', 'HONEYPOT', null],
      [project.id, 'SPAM', 'HONEYPOT', null],
      [chat.id, 'SPAM', 'HONEYPOT', null],
    ]);
    expect(leads[0]?.subject).toBe(leadScenarios.contact.subject);
  });

  it('stores a submission whose honeypot is blank', async () => {
    await submitContactMessage(ctx(), { ...leadScenarios.contact, website: '  ' });
    expect(await countLeads(orm())).toBe(1);
  });

  it('stores the consent note and NEW status, and keeps only a hash of the chat token', async () => {
    const { chatToken } = await startChatLead(ctx(), leadScenarios.chat);
    const [lead] = await storedLeads(orm());
    expect(lead).toMatchObject({ kind: 'CHAT', status: 'NEW', service: null });
    expect(lead?.consentNote).toMatch(/chat widget.*asked to be contacted/);
    expect(lead?.chatTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(lead?.chatTokenHash).not.toContain(chatToken);
  });

  it('refuses invalid input with every field named before writing anything', async () => {
    const error: unknown = await submitProjectRequest(ctx(), {
      name: 'R',
      email: 'ravi@',
      mobile: '12345',
      businessName: '',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({
      name: 'Name should be at least 2 characters long',
      email: 'Please enter a valid email address',
      mobile: 'Please enter a valid 10-digit mobile number',
      businessName: 'Business name is required',
    });
    expect(await countLeads(orm())).toBe(0);
  });

  it('sets the chat service only on the lead owning the token', async () => {
    const first = await startChatLead(ctx(), leadScenarios.chat);
    await startChatLead(ctx(), { ...leadScenarios.chat, name: 'Other Visitor' });
    await setChatLeadService(ctx(), first.chatToken, 'CRM');
    const leads = await storedLeads(orm());
    expect(leads.map((lead) => lead.service)).toEqual(['CRM', null]);
    await expect(setChatLeadService(ctx(), 'not-a-token', 'CRM')).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it('refuses submissions past the limit for one client IP, counting every kind, and keeps them as spam', async () => {
    const rateLimits = {
      ...createRateLimits({ leadRateLimit: 1 }),
      leads: new RateLimiter({ limit: 2, windowMs: 60_000 }),
    };
    const limited = () => ({ ...ctx(), clientIp: '203.0.113.7', rateLimits });
    await submitContactMessage(limited(), leadScenarios.contact);
    await startChatLead(limited(), leadScenarios.chat);
    await expect(submitProjectRequest(limited(), leadScenarios.project)).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    // Past the limit an invalid submission is refused the same way, and not kept.
    await expect(submitProjectRequest(limited(), { name: 'R' })).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    await submitProjectRequest({ ...limited(), clientIp: '203.0.113.8' }, leadScenarios.project);
    const leads = await storedLeads(orm());
    expect(leads.map((lead) => [lead.kind, lead.status, lead.spamReason])).toEqual([
      ['CONTACT', 'NEW', null],
      ['CHAT', 'NEW', null],
      ['PROJECT', 'SPAM', 'RATE_LIMITED'],
      ['PROJECT', 'NEW', null],
    ]);
  });

  it('stops keeping spam from one visitor past its own allowance (a flood)', async () => {
    const rateLimits = {
      ...createRateLimits({ leadRateLimit: 1 }),
      leads: new RateLimiter({ limit: 1, windowMs: 60_000 }),
      leadSpam: new RateLimiter({ limit: 2, windowMs: 60_000 }),
    };
    const flooding = () => ({ ...ctx(), clientIp: '203.0.113.9', rateLimits });
    await submitContactMessage(flooding(), leadScenarios.contact);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await expect(submitContactMessage(flooding(), leadScenarios.contact)).rejects.toBeInstanceOf(
        RateLimitedError,
      );
    }
    const leads = await storedLeads(orm());
    expect(leads.map((lead) => lead.status)).toEqual(['NEW', 'SPAM', 'SPAM']);
  });
});
