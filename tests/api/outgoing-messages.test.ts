import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '../../common/billing';
import { SITE } from '../../common/site';
import {
  careersScenarios,
  seedCareersScenario,
} from '../../api/src/modules/careers/careers.scenarios';
import { leadScenarios } from '../../api/src/modules/leads/leads.scenarios';
import { startFakeWhatsapp, type FakeWhatsapp } from '../support/fake-whatsapp';
import { graphqlRequest } from '../support/graphql';
import { sandboxChoose } from '../support/payments';
import { PDF_BYTES } from '../support/resume-files';
import { startSmtpReceiver, type SmtpReceiver } from '../support/smtp-receiver';
import { signInAs } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

const SALES = 'sales@example.in';
const PUBLIC_URL = 'http://shop.example.in';

let smtp: SmtpReceiver;
let whatsapp: FakeWhatsapp;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  whatsapp = await startFakeWhatsapp();
  server = await startTestServer(
    { mode: 'none' },
    {
      SMTP_URL: smtp.url,
      SALES_EMAIL: SALES,
      HIRING_EMAIL: 'hiring@example.in',
      PUBLIC_URL,
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_LICENCE: 'LIC-1',
      WHATSAPP_API_KEY: 'key-1',
    },
  );
  await seedCareersScenario(server.orm, careersScenarios.standard);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  await whatsapp.close();
});

/** Runs the outbox worker until nothing is due, twice over: nothing may be sent again. */
async function deliverEverything(): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    while ((await server.outbox.runOnce()).sent > 0) {
      // keep going until the batch comes back empty
    }
  }
}

describe('new-lead alert', () => {
  it('reaches the sales address once, with the enquiry, escaped in HTML', async () => {
    const message = 'Quote <b>please</b> & soon';
    const sent = await fetch(`${server.url}/api/v1/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...leadScenarios.contact, name: 'Nisha Kapoor', message }),
    });
    expect(sent.status).toBe(201);
    await deliverEverything();

    const alerts = smtp.to(SALES);
    expect(alerts).toHaveLength(1);
    const [alert] = alerts;
    expect(alert?.subject).toBe('New enquiry from Nisha Kapoor: Website for my bakery');
    expect(alert?.text).toContain(`Message: ${message}`);
    expect(alert?.text).toContain(`E-mail: ${leadScenarios.contact.email}`);
    expect(alert?.text).toContain(`${PUBLIC_URL}/admin/messages`);
    expect(alert?.html).toContain('Quote &lt;b&gt;please&lt;/b&gt; &amp; soon');
    expect(alert?.html).not.toContain('<b>please</b>');
    // The brand details sit at the foot of every e-mail.
    expect(alert?.text).toContain(SITE.address);
    expect(alert?.html).toContain(SITE.legalName);
  });

  it('goes out for a project request too, naming the business', async () => {
    const answer = await graphqlRequest(
      server.url,
      'mutation ($input: ProjectRequestInput!) { submitProjectRequest(input: $input) { id } }',
      { input: { ...leadScenarios.project, name: 'Tarun Bose' } },
    );
    expect(answer.errors).toBeUndefined();
    await deliverEverything();
    const alerts = smtp.to(SALES).filter((mail) => mail.subject.includes('Tarun Bose'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain('Business: Kumar Traders');
  });
});

describe('application confirmation', () => {
  it('reaches the applicant once, and the hiring team once', async () => {
    const form = new FormData();
    const fields = {
      fullName: 'Kavya Nair',
      email: 'Kavya.Nair@example.in',
      phone: '9811122233',
      experience: '4 years',
      portfolio: '',
      jobTitle: 'Backend Engineer',
      jobLocation: 'Remote',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(
      'resume',
      new Blob([new Uint8Array(PDF_BYTES)], { type: 'application/pdf' }),
      'cv.pdf',
    );
    const applied = await fetch(`${server.url}/api/v1/job/applyjob`, {
      method: 'POST',
      body: form,
    });
    expect(applied.status).toBe(201);
    await deliverEverything();

    const confirmations = smtp.to('kavya.nair@example.in');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.subject).toBe('We received your application: Backend Engineer');
    expect(confirmations[0]?.text).toContain('Thank you for applying, Kavya Nair');
    expect(confirmations[0]?.text).toContain('Backend Engineer (Remote)');
    const hiring = smtp.to('hiring@example.in').filter((mail) => mail.text.includes('Kavya Nair'));
    expect(hiring).toHaveLength(1);
    expect(hiring[0]?.subject).toBe('Application: Backend Engineer');
  });
});

const CREATE_PAYMENT =
  'mutation P($input: PaymentInput!) { createPayment(input: $input) { reference url } }';

async function buyAndPay(input: Record<string, unknown>): Promise<string> {
  const answer = await graphqlRequest<{ createPayment: { reference: string; url: string } }>(
    server.url,
    CREATE_PAYMENT,
    { input },
  );
  expect(answer.errors).toBeUndefined();
  const { reference, url } = answer.data?.createPayment ?? { reference: '', url: '' };
  expect(await sandboxChoose(server.url, url, 'pay')).toMatchObject({ status: 303 });
  // Pressing Pay again settles nothing new.
  await sandboxChoose(server.url, url, 'pay');
  return reference;
}

describe('payment receipt', () => {
  it('e-mails the customer once the order is paid: order, plan, amount, reference, no refunds', async () => {
    const reference = await buyAndPay({
      plan: 'business',
      cycle: 'quarterly',
      name: 'Farah Khan',
      mobile: '9822233344',
      email: 'Farah.Khan@example.in',
    });
    await deliverEverything();

    const receipts = smtp.to('farah.khan@example.in');
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt?.subject).toBe(`Payment receipt ${reference}: ₹3,300.00`);
    for (const line of [
      `Order reference: ${reference}`,
      'Plan: Business plan',
      'Billing cycle: 3 Months',
      'Amount paid: ₹3,300.00',
      'Test payment: Yes: no money was taken',
      PAYMENT_TEXTS.noRefunds,
      `${PUBLIC_URL}/success?ref=${reference}`,
    ]) {
      expect(receipt?.text).toContain(line);
    }
    expect(receipt?.html).toContain('₹3,300.00');
    expect(whatsapp.calls.filter((call) => call.template === 'paymentreceipt')).toEqual([]);
  });

  it('goes to WhatsApp once when only a mobile number is known', async () => {
    const reference = await buyAndPay({
      plan: 'basic',
      cycle: 'monthly',
      name: 'Gopal Rao',
      mobile: '9833344455',
    });
    await deliverEverything();

    const receipts = whatsapp.calls.filter((call) => call.template === 'paymentreceipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ contact: '919833344455', status: 200 });
    const query = new URL(receipts[0]?.url ?? '', 'http://fake').searchParams;
    expect([1, 2, 3, 4].map((n) => query.get(`Param${n}`))).toEqual([
      'Gopal Rao',
      reference,
      'Basic plan, Monthly',
      '₹800.00',
    ]);
    expect(smtp.messages.filter((mail) => mail.subject.includes(reference))).toEqual([]);
  });

  it('refuses a malformed e-mail for the receipt by field', async () => {
    const answer = await graphqlRequest(server.url, CREATE_PAYMENT, {
      input: {
        plan: 'basic',
        cycle: 'monthly',
        name: 'Gopal Rao',
        mobile: '9833344455',
        email: 'gopal@',
      },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: 'Please enter a valid email address' },
    });
  });
});

describe('template previews', () => {
  const PREVIEWS = '{ messageTemplatePreviews { name channel description subject text html } }';

  it('renders every template with sample data and the brand details, for admins only', async () => {
    const admin = await signInAs(server.url, server.orm, 'ADMIN');
    const answer = await graphqlRequest<{
      messageTemplatePreviews: {
        name: string;
        channel: string;
        subject: string | null;
        text: string;
        html: string | null;
      }[];
    }>(server.url, PREVIEWS, {}, admin);
    expect(answer.errors).toBeUndefined();
    const previews = answer.data?.messageTemplatePreviews ?? [];
    expect(previews.map((p) => `${p.channel} ${p.name}`)).toEqual([
      'EMAIL jobApplication',
      'EMAIL applicationReceived',
      'EMAIL newLead',
      'EMAIL paymentReceipt',
      'EMAIL passwordReset',
      'WHATSAPP jobapply',
      'WHATSAPP paymentreceipt',
    ]);
    for (const email of previews.filter((p) => p.channel === 'EMAIL')) {
      expect(email.subject).toBeTruthy();
      expect(email.html).toContain(SITE.address);
      expect(email.text).toContain(SITE.phone);
    }
    const reset = previews.find((p) => p.name === 'passwordReset');
    expect(reset?.text).toContain(`${PUBLIC_URL}/reset-password#token=`);

    const marketing = await signInAs(server.url, server.orm, 'MARKETING');
    const refused = await graphqlRequest(server.url, PREVIEWS, {}, marketing);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
