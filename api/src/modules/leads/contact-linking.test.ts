import { beforeEach, describe, expect, it } from 'vitest';
import { LINK_EXISTING_LEADS } from '../../../../migrations/Migration20261124233921_contacts_spam_attribution';
import { serviceTestDatabase } from '../../../../tests/support/test-services';
import { Contact, ContactIdentity } from './contact.entity';
import { Lead } from './lead.entity';
import { leadScenarios } from './leads.scenarios';
import { startChatLead, submitContactMessage, submitProjectRequest } from './leads.service';

const { orm, ctx } = serviceTestDatabase();
beforeEach(async () => {
  const em = orm().em.fork();
  await em.nativeDelete(Lead, {});
  await em.nativeDelete(Contact, {});
});

/** Each lead's name with the id of its contact, oldest lead first. */
async function contactsOfLeads(): Promise<[string, number | null][]> {
  const leads = await orm()
    .em.fork()
    .find(Lead, {}, { orderBy: { id: 'asc' } });
  return leads.map((lead) => [lead.name, lead.contact?.id ?? null]);
}

async function identities(): Promise<string[]> {
  const found = await orm().em.fork().find(ContactIdentity, {});
  return found.map((identity) => `${identity.kind}:${identity.value}`).sort();
}

describe('contacts', () => {
  it('gives a person one contact across e-mail spellings, named as in the latest lead', async () => {
    await submitContactMessage(ctx(), { ...leadScenarios.contact, email: 'Asha@Example.in' });
    await submitContactMessage(ctx(), { ...leadScenarios.contact, email: ' asha@example.IN' });
    await submitContactMessage(ctx(), { ...leadScenarios.contact, name: 'Asha V.' });
    const linked = await contactsOfLeads();
    expect(new Set(linked.map(([, contact]) => contact)).size).toBe(1);
    expect(await identities()).toEqual(['EMAIL:asha@example.in']);
    const [contact] = await orm().em.fork().find(Contact, {});
    expect(contact?.name).toBe('Asha V.');
  });

  it('keeps different people apart, and merges two contacts when one lead bridges them', async () => {
    await submitProjectRequest(ctx(), { ...leadScenarios.project, email: 'ravi@home.in' });
    await startChatLead(ctx(), { ...leadScenarios.chat, email: 'ravi@work.in' });
    const [[, first], [, second]] = (await contactsOfLeads()) as [
      [string, number],
      [string, number],
    ];
    expect(first).not.toBe(second);

    // The same e-mail as the first, the same mobile as the second: one person after all.
    await startChatLead(ctx(), {
      ...leadScenarios.chat,
      email: 'ravi@home.in',
      mobile: leadScenarios.chat.mobile,
    });
    const linked = await contactsOfLeads();
    expect(linked.map(([, contact]) => contact)).toEqual([first, first, first]);
    expect(await orm().em.fork().count(Contact)).toBe(1);
    expect(await identities()).toEqual([
      'EMAIL:ravi@home.in',
      'EMAIL:ravi@work.in',
      `MOBILE:${leadScenarios.chat.mobile}`,
      `MOBILE:${leadScenarios.project.mobile}`,
    ]);
  });

  it('makes one contact for a new person whose enquiries arrive at the same moment', async () => {
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        index % 2
          ? submitContactMessage(ctx(), leadScenarios.contact)
          : startChatLead(ctx(), { ...leadScenarios.chat, email: leadScenarios.contact.email }),
      ),
    );
    const linked = await contactsOfLeads();
    expect(new Set(linked.map(([, contact]) => contact)).size).toBe(1);
    expect(await orm().em.fork().count(Contact)).toBe(1);
  });

  it('links leads stored before contacts existed, as the migration does', async () => {
    await submitContactMessage(ctx(), { ...leadScenarios.contact, email: 'A@x.in' });
    await submitProjectRequest(ctx(), { ...leadScenarios.project, email: 'b@x.in' });
    await startChatLead(ctx(), {
      ...leadScenarios.chat,
      email: 'a@x.in',
      mobile: leadScenarios.project.mobile,
    });
    await submitContactMessage(ctx(), { ...leadScenarios.contact, email: 'other@x.in' });
    const em = orm().em.fork();
    await em.nativeUpdate(Lead, {}, { contact: null });
    await em.nativeDelete(Contact, {});

    await em.getConnection().execute(LINK_EXISTING_LEADS);
    const linked = await contactsOfLeads();
    const [a, b, c, other] = linked.map(([, contact]) => contact);
    expect([a, b, c].every((contact) => contact !== null && contact === a)).toBe(true);
    expect(other).not.toBe(a);
    expect(await identities()).toEqual([
      'EMAIL:a@x.in',
      'EMAIL:b@x.in',
      'EMAIL:other@x.in',
      `MOBILE:${leadScenarios.project.mobile}`,
    ]);
  });
});
