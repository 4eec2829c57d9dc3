import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_RESET_LINK_MESSAGE,
  PASSWORD_RESET_RATE_LIMITED_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
} from '../../common/staff';
import { OutboxMessage } from '../../api/src/modules/outbox/outbox-message.entity';
import { PasswordResetToken } from '../../api/src/modules/staff/password-reset-token.entity';
import { RESET_ANSWER_FLOOR_MS } from '../../api/src/modules/staff/password-reset.service';
import { graphqlRequest } from '../support/graphql';
import { startSmtpReceiver, type SmtpReceiver } from '../support/smtp-receiver';
import { createStaff, signInAs, type TestStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

const PUBLIC_URL = 'http://office.example.in';
const REQUEST = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const RESET = `mutation ($input: PasswordResetInput!) {
  resetPassword(input: $input) { role loginPath }
}`;
const ME = '{ me { email } }';

let smtp: SmtpReceiver;
let server: TestServer;
let addressCount = 0;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  server = await startTestServer({ mode: 'none' }, { SMTP_URL: smtp.url, PUBLIC_URL });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** A client address of its own (the server trusts the loopback proxy), so limits stay apart. */
function newClientAddress(): Record<string, string> {
  addressCount += 1;
  return { 'x-forwarded-for': `198.51.100.${addressCount}` };
}

async function requestReset(email: string, headers = newClientAddress()) {
  const started = performance.now();
  const answer = await graphqlRequest(server.url, REQUEST, { email }, { headers });
  return { answer, ms: performance.now() - started };
}

/** Sends what is queued and answers the token of the newest reset e-mail to the address. */
async function tokenMailedTo(email: string): Promise<string> {
  await server.outbox.runOnce();
  const mail = smtp.to(email).at(-1);
  const link = /http:\/\/office\.example\.in\/reset-password#token=([\w%-]+)/.exec(
    mail?.text ?? '',
  );
  if (!link?.[1]) throw new Error(`No reset link was mailed to ${email}`);
  return decodeURIComponent(link[1]);
}

function resetPassword(token: string, password: string) {
  return graphqlRequest<{ resetPassword: { role: string; loginPath: string } }>(server.url, RESET, {
    input: { token, password },
  });
}

async function restLogin(staff: TestStaff, password = staff.password): Promise<number> {
  const response = await fetch(`${server.url}/api/v1/emplyeers/adminsemployee/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: staff.email, password }),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('password reset by e-mail', () => {
  it('mails a link that sets a new password once and ends every session', async () => {
    const staff = await createStaff(server.orm, { role: 'EMPLOYER', firstName: 'Rohit' });
    const first = await signInAs(server.url, server.orm, 'EMPLOYER', staff);
    const second = await signInAs(server.url, server.orm, 'EMPLOYER', staff);

    const { answer } = await requestReset(staff.email.toUpperCase());
    expect(answer).toMatchObject({ data: { requestPasswordReset: true } });
    const token = await tokenMailedTo(staff.email);
    const mail = smtp.to(staff.email).at(-1);
    expect(mail?.subject).toBe('Reset your Nexora Digital password');
    expect(mail?.text).toContain('Hello Rohit');
    expect(mail?.text).toContain('works once and only for 30 minutes');
    expect(mail?.html).toContain(`${PUBLIC_URL}/reset-password#token=`);

    // Neither the reset table nor the outbox holds the token as it was mailed.
    const em = server.orm.em.fork();
    const queued = await em.find(OutboxMessage, {
      recipient: staff.email,
      template: 'passwordReset',
    });
    expect(JSON.stringify(queued.map((message) => message.data))).not.toContain(token);
    expect(await em.count(PasswordResetToken, { tokenHash: token })).toBe(0);

    const reset = await resetPassword(token, 'a brand new passphrase');
    expect(reset.data).toEqual({
      resetPassword: { role: 'EMPLOYER', loginPath: '/employeer/login' },
    });
    for (const session of [first, second]) {
      expect((await graphqlRequest(server.url, ME, {}, session)).data).toEqual({ me: null });
    }
    expect(await restLogin(staff)).toBe(401);
    expect(await restLogin(staff, 'a brand new passphrase')).toBe(200);

    const again = await resetPassword(token, 'yet another passphrase');
    expect(again.errors?.[0]).toMatchObject({
      message: INVALID_RESET_LINK_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', fields: { token: INVALID_RESET_LINK_MESSAGE } },
    });
    expect(await restLogin(staff, 'a brand new passphrase')).toBe(200);
  });

  it('answers alike, in about the same time, whether or not the address has an account', async () => {
    const staff = await createStaff(server.orm, { role: 'MARKETING' });
    const unknown = `nobody-${Date.now()}@example.com`;
    const known: number[] = [];
    const stranger: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const withAccount = await requestReset(staff.email);
      const withoutAccount = await requestReset(unknown);
      expect(withoutAccount.answer.data).toEqual(withAccount.answer.data);
      known.push(withAccount.ms);
      stranger.push(withoutAccount.ms);
    }
    const mean = (values: number[]) =>
      values.reduce((sum, value) => sum + value, 0) / values.length;
    for (const ms of [...known, ...stranger])
      expect(ms).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 5);
    expect(Math.abs(mean(known) - mean(stranger))).toBeLessThan(100);

    const rest = async (email: string) => {
      const response = await fetch(`${server.url}/api/v1/staff/password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...newClientAddress() },
        body: JSON.stringify({ email }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const expected = { status: 202, body: { message: PASSWORD_RESET_REQUESTED_MESSAGE } };
    expect(await rest(staff.email)).toEqual(expected);
    expect(await rest(unknown)).toEqual(expected);

    await server.outbox.runOnce();
    expect(smtp.to(unknown)).toEqual([]);
    // Four requests for the account, but no more than three e-mails an hour reach it.
    expect(smtp.to(staff.email)).toHaveLength(3);
  });

  it('sends nothing for a disabled account', async () => {
    const staff = await createStaff(server.orm, { role: 'EMPLOYER' });
    const admin = await signInAs(server.url, server.orm, 'ADMIN');
    await graphqlRequest(
      server.url,
      'mutation ($id: ID!) { setStaffUserDisabled(id: $id, disabled: true) { id } }',
      { id: String(staff.id) },
      admin,
    );
    expect((await requestReset(staff.email)).answer.data).toEqual({ requestPasswordReset: true });
    await server.outbox.runOnce();
    expect(smtp.to(staff.email)).toEqual([]);
  });

  it('refuses a link older than 30 minutes', async () => {
    const staff = await createStaff(server.orm, { role: 'ADMIN' });
    await requestReset(staff.email);
    const token = await tokenMailedTo(staff.email);
    await server.orm.em
      .fork()
      .nativeUpdate(
        PasswordResetToken,
        { user: staff.id },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    const reset = await resetPassword(token, 'a brand new passphrase');
    expect(reset.errors?.[0]?.message).toBe(INVALID_RESET_LINK_MESSAGE);
    expect(await restLoginAsAdmin(staff)).toBe(200);
  });

  it('holds the new password to the password rules, and the link stays usable', async () => {
    const staff = await createStaff(server.orm, { role: 'EMPLOYER' });
    await requestReset(staff.email);
    const token = await tokenMailedTo(staff.email);
    const short = await resetPassword(token, 'short');
    expect(short.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { password: 'Password must be at least 8 characters' },
    });
    expect((await resetPassword(token, 'long enough now')).data?.resetPassword.role).toBe(
      'EMPLOYER',
    );
  });

  it('refuses a made-up token', async () => {
    const reset = await resetPassword('not-a-token-anyone-was-sent', 'a brand new passphrase');
    expect(reset.errors?.[0]?.message).toBe(INVALID_RESET_LINK_MESSAGE);
  });

  it('limits requests from one address, known addresses or not', async () => {
    const headers = newClientAddress();
    for (let n = 0; n < 5; n += 1) {
      const { answer } = await requestReset(`someone${n}@example.com`, headers);
      expect(answer.errors).toBeUndefined();
    }
    const refused = await requestReset('someone@example.com', headers);
    expect(refused.answer.errors?.[0]).toMatchObject({
      message: PASSWORD_RESET_RATE_LIMITED_MESSAGE,
      extensions: { code: 'RATE_LIMITED' },
    });
    const elsewhere = await requestReset('someone@example.com');
    expect(elsewhere.answer.errors).toBeUndefined();
  });
});

async function restLoginAsAdmin(staff: TestStaff): Promise<number> {
  const response = await fetch(`${server.url}/api/v1/userAdmin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  await response.arrayBuffer();
  return response.status;
}
