import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../../api/src/modules/billing/order.entity';
import {
  careersScenarios,
  seedCareersScenario,
} from '../../api/src/modules/careers/careers.scenarios';
import { JobApplication } from '../../api/src/modules/careers/job-application.entity';
import { Lead } from '../../api/src/modules/leads/lead.entity';
import { graphqlRequest } from '../support/graphql';
import { graphqlMultipart } from '../support/graphql-multipart';
import { postPayment } from '../support/payments';
import { PDF_BYTES } from '../support/resume-files';
import { signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

/** Issue 20, parts 1-3: spam kept and restorable, one contact per person, attribution. */
let server: TestServer;
let admin: SignedInStaff;

beforeAll(async () => {
  server = await startTestServer({ mode: 'none' });
  await seedCareersScenario(server.orm, careersScenarios.standard);
  admin = await signInAs(server.url, server.orm, 'ADMIN');
});
afterAll(() => server.close());

const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlRequest<T>(server.url, query, variables, { token: admin.token });

const CONTACT = `mutation ($input: ContactMessageInput!) { submitContactMessage(input: $input) { id } }`;
const PROJECT = `mutation ($input: ProjectRequestInput!) { submitProjectRequest(input: $input) { id } }`;
const CHAT = `mutation ($input: ChatLeadInput!) { startChatLead(input: $input) { id } }`;
const LIST = `query ($status: LeadStatus, $source: String) {
  inboxLeads(status: $status, source: $source, limit: 100) { total items { id status name } }
}`;
const ONE = `query ($id: ID!) {
  inboxLead(id: $id) { status spamReason contactId source notes { body authorName } }
}`;
const RESTORE = `mutation ($id: ID!) { restoreLead(id: $id) { id status spamReason contactId } }`;
const MARK_SPAM = `mutation ($id: ID!) { markLeadAsSpam(id: $id) { id status spamReason } }`;
const CONTACTS = `query ($source: String) {
  inboxContacts(source: $source) { total items { id name emails mobiles leadCount } }
}`;
const CONTACT_VIEW = `query ($id: ID!) {
  inboxContact(id: $id) { name emails mobiles history { kind title status source link } }
}`;

interface LeadList {
  inboxLeads: { total: number; items: { id: string; status: string; name: string }[] };
}
interface LeadDetail {
  inboxLead: {
    status: string;
    spamReason: string | null;
    contactId: string | null;
    source: string | null;
    notes: { body: string; authorName: string }[];
  };
}

const touch = (utmSource: string, extra: Record<string, string> = {}) => ({
  landingPage: `/contact?utm_source=${utmSource}`,
  referrer: 'https://www.google.com/',
  utmSource,
  ...extra,
});

async function listedIds(variables: Record<string, unknown> = {}): Promise<string[]> {
  const answer = await asAdmin<LeadList>(LIST, variables);
  return answer.data?.inboxLeads.items.map((lead) => lead.id) ?? [];
}

describe('spam kept and flagged', () => {
  it('keeps a honeypot hit as SPAM with its reason, out of the inbox until restored', async () => {
    const sent = await graphqlRequest<{ submitContactMessage: { id: string } }>(
      server.url,
      CONTACT,
      {
        input: {
          name: 'Honey Potter',
          email: 'honey@example.in',
          subject: 'Cheap links',
          message: 'Buy now',
          website: 'http://spam.example',
        },
      },
    );
    expect(sent.errors).toBeUndefined();
    const id = sent.data?.submitContactMessage.id ?? '';

    expect(await listedIds()).not.toContain(id);
    expect(await listedIds({ status: 'SPAM' })).toContain(id);
    const flagged = await asAdmin<LeadDetail>(ONE, { id });
    expect(flagged.data?.inboxLead).toMatchObject({
      status: 'SPAM',
      spamReason: 'HONEYPOT',
      contactId: null,
    });
    const refused = await asAdmin(
      `mutation ($id: ID!) { setLeadStatus(id: $id, status: WON) { id } }`,
      { id },
    );
    expect(refused.errors?.[0]?.message).toBe('This lead is flagged as spam: restore it first');

    const restored = await asAdmin<{ restoreLead: Record<string, unknown> }>(RESTORE, { id });
    expect(restored.data?.restoreLead).toMatchObject({ status: 'NEW', spamReason: null });
    expect(restored.data?.restoreLead['contactId']).toMatch(/^\d+$/);
    expect(await listedIds()).toContain(id);
    expect(await listedIds({ status: 'SPAM' })).not.toContain(id);
    const notes = (await asAdmin<LeadDetail>(ONE, { id })).data?.inboxLead.notes;
    expect(notes?.[0]?.body).toMatch(/^Restored from spam\. It had been flagged: The hidden field/);
  });

  it('lets staff mark a lead as spam, with a note, and counts spam apart on the dashboard', async () => {
    const sent = await graphqlRequest<{ submitContactMessage: { id: string } }>(
      server.url,
      CONTACT,
      {
        input: {
          name: 'Pushy Seller',
          email: 'seller@example.in',
          subject: 'SEO services',
          message: 'We rank you first',
        },
      },
    );
    const id = sent.data?.submitContactMessage.id ?? '';
    const figures = async () => {
      const answer = await asAdmin<{
        adminDashboard: { figures: { key: string; value: number }[] };
      }>(`{ adminDashboard { figures { key value } } }`);
      const byKey = new Map(answer.data?.adminDashboard.figures.map((f) => [f.key, f.value]));
      return { leads: byKey.get('leadsThisWeek'), spam: byKey.get('spamThisWeek') };
    };
    const before = await figures();
    const marked = await asAdmin<{ markLeadAsSpam: Record<string, unknown> }>(MARK_SPAM, { id });
    expect(marked.data?.markLeadAsSpam).toMatchObject({ status: 'SPAM', spamReason: 'STAFF' });
    expect(await figures()).toEqual({
      leads: (before.leads ?? 0) - 1,
      spam: (before.spam ?? 0) + 1,
    });
    const notes = (await asAdmin<LeadDetail>(ONE, { id })).data?.inboxLead.notes;
    expect(notes?.map((note) => note.body)).toEqual(['Marked as spam (it was New).']);
  });
});

describe('one contact per person', () => {
  it('links three enquiries with the same e-mail or mobile into one contact with three entries', async () => {
    const contact = await graphqlRequest<{ submitContactMessage: { id: string } }>(
      server.url,
      CONTACT,
      {
        input: {
          name: 'Kavya Iyer',
          email: 'Kavya.Iyer@Example.in',
          subject: 'Shop website',
          message: 'Hello',
          attribution: { firstTouch: touch('google'), lastTouch: touch('google') },
        },
      },
    );
    // A different address, but the mobile of the chat lead below: the chat bridges the two.
    const project = await graphqlRequest(server.url, PROJECT, {
      input: {
        name: 'Kavya I.',
        email: 'kavya.work@example.in',
        mobile: '9812345670',
        businessName: 'Iyer Sweets',
        attribution: { lastTouch: touch('newsletter', { utmCampaign: 'diwali' }) },
      },
    });
    const chat = await graphqlRequest(server.url, CHAT, {
      input: {
        name: 'Kavya Iyer',
        email: ' kavya.iyer@example.in ',
        mobile: '9812345670',
        attribution: { lastTouch: touch('facebook') },
      },
    });
    for (const answer of [contact, project, chat]) expect(answer.errors).toBeUndefined();

    const grouped = await asAdmin<{
      inboxContacts: { items: { id: string; name: string; leadCount: number }[] };
    }>(CONTACTS);
    const kavya = grouped.data?.inboxContacts.items.filter((item) => /Kavya/.test(item.name));
    expect(kavya).toHaveLength(1);
    expect(kavya?.[0]).toMatchObject({ name: 'Kavya Iyer', leadCount: 3 });

    const view = await asAdmin<{
      inboxContact: {
        emails: string[];
        mobiles: string[];
        history: { kind: string; title: string; source: string | null }[];
      };
    }>(CONTACT_VIEW, { id: kavya?.[0]?.id });
    expect(view.data?.inboxContact.emails.sort()).toEqual([
      'kavya.iyer@example.in',
      'kavya.work@example.in',
    ]);
    expect(view.data?.inboxContact.mobiles).toEqual(['9812345670']);
    expect(
      view.data?.inboxContact.history.map((entry) => [entry.kind, entry.title, entry.source]),
    ).toEqual([
      ['LEAD', 'Chat lead', 'facebook'],
      ['LEAD', 'Project request: Iyer Sweets', 'newsletter'],
      ['LEAD', 'Contact message: Shop website', 'google'],
    ]);

    const csv = await fetch(`${server.url}/api/v1/leads/export?source=newsletter`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const [header, row] = (await csv.text()).replace(/^\ufeff/, '').split('\r\n');
    const cells = (line = '') => line.slice(1, -1).split('","');
    const column = (name: string) => cells(header).indexOf(name);
    expect(cells(row)[column('Contact id')]).toBe(kavya?.[0]?.id);
    expect(cells(row)[column('Source')]).toBe('newsletter');
    expect(cells(row)[column('Campaign')]).toBe('diwali');
  });

  it("shows the person's applications and orders in the contact's history, with their sources", async () => {
    const applied = await graphqlMultipart(
      server.url,
      `mutation ($input: JobApplicationInput!, $resume: Upload!) { applyToJob(input: $input, resume: $resume) { id } }`,
      {
        input: {
          jobSlug: 'backend-engineer',
          fullName: 'Nikhil Rao',
          email: 'NIKHIL@example.in',
          phone: '9000000001',
          experience: '3 years',
          attribution: { lastTouch: touch('linkedin') },
        },
        resume: null,
      },
      { resume: { bytes: PDF_BYTES, filename: 'cv.pdf', type: 'application/pdf' } },
    );
    expect(applied.errors).toBeUndefined();
    const paid = await postPayment(server.url, {
      name: 'Nikhil Rao',
      mobileNumber: '9000000001',
      amount: 800,
      attribution: { firstTouch: touch('twitter') },
    });
    expect(paid.status).toBe(200);
    // The contact is the lead's person: its e-mail finds the application, its mobile the order.
    await graphqlRequest(server.url, PROJECT, {
      input: {
        name: 'Nikhil Rao',
        email: 'nikhil@example.in',
        mobile: '9000000001',
        businessName: 'Rao Labs',
      },
    });

    const grouped = await asAdmin<{ inboxContacts: { items: { id: string; name: string }[] } }>(
      CONTACTS,
    );
    const id = grouped.data?.inboxContacts.items.find((item) => item.name === 'Nikhil Rao')?.id;
    const view = await asAdmin<{
      inboxContact: { history: { kind: string; source: string | null; link: string }[] };
    }>(CONTACT_VIEW, { id });
    expect(view.data?.inboxContact.history.map((entry) => [entry.kind, entry.source])).toEqual([
      ['LEAD', null],
      ['ORDER', 'twitter'],
      ['APPLICATION', 'linkedin'],
    ]);
  });
});

describe('attribution', () => {
  it('is stored with every lead, application and order, lengths capped', async () => {
    const long = 'x'.repeat(1000);
    const attribution = {
      firstTouch: {
        landingPage: '/?utm_source=Google&utm_medium=cpc',
        referrer: 'https://www.google.com/search',
        utmSource: 'Google',
        utmMedium: 'cpc',
        utmCampaign: 'launch',
        utmTerm: 'web design',
        utmContent: 'ad-1',
      },
      lastTouch: { landingPage: '/blog', referrer: long },
    };
    const lead = await graphqlRequest<{ submitContactMessage: { id: string } }>(
      server.url,
      CONTACT,
      {
        input: {
          name: 'Tara Nair',
          email: 'tara@example.in',
          subject: 'Hello',
          message: 'Hi',
          attribution,
        },
      },
    );
    const storedLead = await server.orm.em
      .fork()
      .findOneOrFail(Lead, Number(lead.data?.submitContactMessage.id));
    expect(storedLead.attribution?.firstTouch).toEqual(attribution.firstTouch);
    expect(storedLead.attribution?.lastTouch?.referrer).toHaveLength(500);
    // The last touch names no campaign and no site (its referrer is no address): it counts as
    // direct, so the lead is counted under the first touch's source.
    expect(storedLead.source).toBe('google');

    const applied = await graphqlMultipart<{ applyToJob: { id: string } }>(
      server.url,
      `mutation ($input: JobApplicationInput!, $resume: Upload!) { applyToJob(input: $input, resume: $resume) { id } }`,
      {
        input: {
          jobSlug: 'backend-engineer',
          fullName: 'Tara Nair',
          email: 'tara@example.in',
          phone: '9000000002',
          experience: '2 years',
          attribution,
        },
        resume: null,
      },
      { resume: { bytes: PDF_BYTES, filename: 'cv.pdf', type: 'application/pdf' } },
    );
    const application = await server.orm.em
      .fork()
      .findOneOrFail(JobApplication, Number(applied.data?.applyToJob.id));
    expect(application).toMatchObject({ source: 'google' });
    expect(application.attribution?.firstTouch?.utmTerm).toBe('web design');

    const ordered = await graphqlRequest<{ createPayment: { reference: string } }>(
      server.url,
      `mutation ($input: PaymentInput!) { createPayment(input: $input) { reference } }`,
      {
        input: {
          plan: 'basic',
          cycle: 'monthly',
          name: 'Tara Nair',
          mobile: '9000000002',
          attribution: { lastTouch: { utmSource: 'newsletter', utmCampaign: 'november' } },
        },
      },
    );
    const order = await server.orm.em
      .fork()
      .findOneOrFail(Order, { reference: ordered.data?.createPayment.reference ?? '' });
    expect(order).toMatchObject({
      source: 'newsletter',
      attribution: { lastTouch: { utmSource: 'newsletter', utmCampaign: 'november' } },
    });
  });

  it('is taken over REST too: JSON bodies, and a JSON field of the multipart application form', async () => {
    const form = new FormData();
    const fields = {
      fullName: 'Irfan Shaikh',
      email: 'irfan@example.in',
      phone: '9000000003',
      experience: '5 years',
      jobTitle: 'Backend Engineer',
      attribution: JSON.stringify({ lastTouch: { utmSource: 'naukri', landingPage: '/careers' } }),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('resume', new Blob([new Uint8Array(PDF_BYTES)]), 'cv.pdf');
    const applied = await fetch(`${server.url}/api/v1/job/applyjob`, {
      method: 'POST',
      body: form,
    });
    expect(applied.status).toBe(201);
    const { id } = (await applied.json()) as { id: number };
    const application = await server.orm.em.fork().findOneOrFail(JobApplication, id);
    expect(application.source).toBe('naukri');

    form.set('attribution', '{not json');
    form.set('email', 'irfan.two@example.in');
    const refused = await fetch(`${server.url}/api/v1/job/applyjob`, {
      method: 'POST',
      body: form,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      message: 'Invalid input: attribution must be JSON',
    });

    const sent = await fetch(`${server.url}/api/v1/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Irfan Shaikh',
        email: 'irfan@example.in',
        subject: 'Hello',
        message: 'Hi',
        attribution: { firstTouch: { referrer: 'https://www.bing.com/search?q=x' } },
      }),
    });
    const lead = await server.orm.em
      .fork()
      .findOneOrFail(Lead, ((await sent.json()) as { id: number }).id);
    expect(lead.source).toBe('bing.com');
  });

  it('filters the inbox by source, and refuses attribution that is not text or not a path', async () => {
    const ids = await listedIds({ source: 'google' });
    expect(ids.length).toBeGreaterThan(0);
    const sources = await asAdmin<{ leadSources: string[] }>(`{ leadSources }`);
    expect(sources.data?.leadSources).toEqual(expect.arrayContaining(['facebook', 'google']));
    const dashboard = await asAdmin<{
      adminDashboard: {
        charts: { key: string; categoryLabel: string | null; points: { label: string }[] }[];
      };
    }>(`{ adminDashboard { charts { key categoryLabel points { label value } } } }`);
    const bySource = dashboard.data?.adminDashboard.charts.find(
      (chart) => chart.key === 'leadsBySource',
    );
    expect(bySource?.categoryLabel).toBe('Source');
    expect(bySource?.points).toEqual(
      expect.arrayContaining([
        { label: 'google', value: 2 },
        { label: 'facebook', value: 1 },
        { label: 'newsletter', value: 1 },
      ]),
    );
    // Leads sent without attribution (scripts, older clients) are counted as unknown.
    expect(bySource?.points.map((point) => point.label)).toContain('unknown');

    const refused = await graphqlRequest(server.url, CONTACT, {
      input: {
        name: 'Odd Client',
        email: 'odd@example.in',
        subject: 'Hi',
        message: 'Hi',
        attribution: { firstTouch: { landingPage: 'https://elsewhere.example/' } },
      },
    });
    expect(refused.errors?.[0]?.extensions?.fields).toEqual({
      'attribution.firstTouch.landingPage':
        'Landing page must be a path on this site, starting with /',
    });
  });
});
