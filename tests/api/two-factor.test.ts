import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGN_IN_CHALLENGE_EXPIRED_MESSAGE,
  TOO_MANY_WRONG_CODES_MESSAGE,
  TWO_FACTOR_REQUIRED_MESSAGE,
  WRONG_TWO_FACTOR_CODE_MESSAGE,
} from '../../common/two-factor';
import { RecoveryCode } from '../../api/src/modules/staff/recovery-code.entity';
import { StaffUser } from '../../api/src/modules/staff/staff-user.entity';
import { graphqlRequest, type GraphqlCaller } from '../support/graphql';
import { createStaff, signInAs, type TestStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';
import { totpCode } from '../support/totp';

const BEGIN = '{ secret otpauthUrl qrCodeDataUrl }';
const SIGN_IN = `mutation ($input: LoginInput!) {
  signIn(input: $input) {
    __typename
    ... on LoginResult { token }
    ... on TwoFactorChallenge { kind challengeToken expiresAt enrolment { secret } }
  }
}`;
const COMPLETE = `mutation ($input: TwoFactorSignInInput!) {
  completeSignIn(input: $input) { token recoveryCodes user { email } }
}`;
const STATUS = '{ twoFactorStatus { enabled recoveryCodesLeft required } }';
const ME = '{ me { email } }';

interface Challenge {
  __typename: 'TwoFactorChallenge';
  kind: string;
  challengeToken: string;
  enrolment: { secret: string } | null;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const LOGIN_PATHS = {
  ADMIN: '/api/v1/userAdmin',
  EMPLOYER: '/api/v1/emplyeers/adminsemployee/login',
  MARKETING: '/api/v1/emplyeers/admins/employeelogin',
} as const;

async function post(baseUrl: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Turns two-factor sign-in on for a signed-in account; answers its secret and recovery codes. */
async function enrol(baseUrl: string, caller: GraphqlCaller) {
  const begun = await graphqlRequest<{ beginTwoFactorEnrolment: { secret: string } }>(
    baseUrl,
    `mutation { beginTwoFactorEnrolment ${BEGIN} }`,
    {},
    caller,
  );
  const secret = begun.data?.beginTwoFactorEnrolment.secret ?? '';
  const confirmed = await graphqlRequest<{ confirmTwoFactorEnrolment: string[] }>(
    baseUrl,
    'mutation ($code: String!) { confirmTwoFactorEnrolment(code: $code) }',
    { code: await totpCode(secret) },
    caller,
  );
  expect(confirmed.errors).toBeUndefined();
  return { secret, recoveryCodes: confirmed.data?.confirmTwoFactorEnrolment ?? [] };
}

/** An account of the role with two-factor sign-in on (enrolled with the current step's code). */
async function enrolledStaff(role: keyof typeof LOGIN_PATHS = 'ADMIN') {
  const staff = await createStaff(server.orm, { role });
  const session = await signInAs(server.url, server.orm, role, staff);
  return { staff, session, ...(await enrol(server.url, session)) };
}

function graphqlSignIn(baseUrl: string, staff: TestStaff) {
  return graphqlRequest<{ signIn: Challenge | { __typename: 'LoginResult'; token: string } }>(
    baseUrl,
    SIGN_IN,
    { input: { email: staff.email, password: staff.password, role: staff.role } },
  );
}

async function challengeFor(baseUrl: string, staff: TestStaff): Promise<Challenge> {
  const answer = await graphqlSignIn(baseUrl, staff);
  const result = answer.data?.signIn;
  if (result?.__typename !== 'TwoFactorChallenge') throw new Error('No challenge was answered');
  return result;
}

describe('enrolling', () => {
  it('gives a secret as a QR code, turns on with a right code and shows ten recovery codes once', async () => {
    const staff = await createStaff(server.orm, { role: 'EMPLOYER' });
    const session = await signInAs(server.url, server.orm, 'EMPLOYER', staff);
    const begun = await graphqlRequest<{
      beginTwoFactorEnrolment: { secret: string; otpauthUrl: string; qrCodeDataUrl: string };
    }>(server.url, `mutation { beginTwoFactorEnrolment ${BEGIN} }`, {}, session);
    const enrolment = begun.data?.beginTwoFactorEnrolment;
    expect(enrolment?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment?.otpauthUrl).toBe(
      `otpauth://totp/Nexora%20Digital:${encodeURIComponent(staff.email)}?secret=${enrolment?.secret}&issuer=Nexora%20Digital`,
    );
    const svg = Buffer.from(
      enrolment?.qrCodeDataUrl.replace('data:image/svg+xml;base64,', '') ?? '',
      'base64',
    ).toString();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const confirm = (code: string) =>
      graphqlRequest<{ confirmTwoFactorEnrolment: string[] }>(
        server.url,
        'mutation ($code: String!) { confirmTwoFactorEnrolment(code: $code) }',
        { code },
        session,
      );
    const wrong = await confirm('000000');
    expect(wrong.errors?.[0]).toMatchObject({
      message: WRONG_TWO_FACTOR_CODE_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', fields: { code: WRONG_TWO_FACTOR_CODE_MESSAGE } },
    });
    expect((await graphqlRequest(server.url, STATUS, {}, session)).data).toEqual({
      twoFactorStatus: { enabled: false, recoveryCodesLeft: 0, required: false },
    });

    const codes = (await confirm(await totpCode(enrolment?.secret ?? ''))).data
      ?.confirmTwoFactorEnrolment;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes ?? []) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await graphqlRequest(server.url, STATUS, {}, session)).data).toEqual({
      twoFactorStatus: { enabled: true, recoveryCodesLeft: 10, required: false },
    });

    // Neither the secret nor the recovery codes are stored as they were shown.
    const em = server.orm.em.fork();
    const row = await em.findOneOrFail(StaffUser, staff.id, { populate: ['totpSecret'] });
    expect(row.totpSecret).not.toContain(enrolment?.secret);
    const stored = await em.find(RecoveryCode, { user: staff.id });
    expect(stored.map((code) => code.codeHash)).not.toContain(codes?.[0]);
    expect(JSON.stringify(stored)).not.toContain(codes?.[0]?.replace('-', ''));
  });
});

describe('signing in over REST', () => {
  it('asks for a code after the password, then answers a token for the right one', async () => {
    const { staff, secret } = await enrolledStaff('ADMIN');
    const first = await post(server.url, LOGIN_PATHS.ADMIN, {
      email: staff.email,
      password: staff.password,
    });
    expect(first.status).toBe(200);
    expect(first.body['challenge']).toBe('CODE_REQUIRED');
    expect(typeof first.body['challengeToken']).toBe('string');
    expect(first.body['token']).toBeUndefined();
    const challengeToken = first.body['challengeToken'];

    const wrong = await post(server.url, '/api/v1/staff/login/two-factor', {
      challengeToken,
      code: '123456',
    });
    expect(wrong).toEqual({ status: 401, body: { message: WRONG_TWO_FACTOR_CODE_MESSAGE } });

    const code = await totpCode(secret, 1);
    const right = await post(server.url, '/api/v1/staff/login/two-factor', {
      challengeToken,
      code,
    });
    expect(right.status).toBe(200);
    const token = String(right.body['token']);
    expect((await graphqlRequest(server.url, ME, {}, { token })).data).toEqual({
      me: { email: staff.email },
    });

    // The same code never works twice, even with a fresh challenge.
    const again = await post(server.url, LOGIN_PATHS.ADMIN, {
      email: staff.email,
      password: staff.password,
    });
    const replay = await post(server.url, '/api/v1/staff/login/two-factor', {
      challengeToken: again.body['challengeToken'],
      code,
    });
    expect(replay).toEqual({ status: 401, body: { message: WRONG_TWO_FACTOR_CODE_MESSAGE } });
  });

  it('refuses a changed or made-up challenge token', async () => {
    const { staff, secret } = await enrolledStaff('MARKETING');
    const first = await post(server.url, LOGIN_PATHS.MARKETING, {
      email: staff.email,
      password: staff.password,
    });
    const token = String(first.body['challengeToken']);
    // One character of the signature changed for certain: its last characters may already be
    // what a fixed replacement writes, or differ only in padding bits that decode the same.
    const at = token.length - 6;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    for (const challengeToken of [changed, 'v1.made.up.token', '']) {
      const answer = await post(server.url, '/api/v1/staff/login/two-factor', {
        challengeToken,
        code: await totpCode(secret, 1),
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.body['message']).toContain(SIGN_IN_CHALLENGE_EXPIRED_MESSAGE);
    }
  });
});

describe('signing in over GraphQL', () => {
  it('answers a challenge, then a session and cookie for a recovery code, which works once', async () => {
    const { staff, recoveryCodes } = await enrolledStaff('EMPLOYER');
    const challenge = await challengeFor(server.url, staff);
    expect(challenge.kind).toBe('CODE_REQUIRED');
    expect(challenge.enrolment).toBeNull();

    const recoveryCode = (recoveryCodes[3] ?? '').toUpperCase().replace('-', ' ');
    const complete = await graphqlRequest<{ completeSignIn: { token: string } }>(
      server.url,
      COMPLETE,
      { input: { challengeToken: challenge.challengeToken, code: recoveryCode } },
    );
    expect(complete.errors).toBeUndefined();
    const cookie = complete.headers.get('set-cookie')?.split(';')[0];
    expect(cookie).toMatch(/^staff_session=/);
    expect((await graphqlRequest(server.url, ME, {}, { cookie })).data).toEqual({
      me: { email: staff.email },
    });
    expect((await graphqlRequest(server.url, STATUS, {}, { cookie })).data).toEqual({
      twoFactorStatus: { enabled: true, recoveryCodesLeft: 9, required: false },
    });

    const second = await challengeFor(server.url, staff);
    const reused = await graphqlRequest(server.url, COMPLETE, {
      input: { challengeToken: second.challengeToken, code: recoveryCodes[3] },
    });
    expect(reused.errors?.[0]).toMatchObject({
      message: WRONG_TWO_FACTOR_CODE_MESSAGE,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('keeps the deprecated login from skipping the second step', async () => {
    const { staff } = await enrolledStaff('ADMIN');
    const answer = await graphqlRequest(
      server.url,
      'mutation ($input: LoginInput!) { login(input: $input) { token } }',
      { input: { email: staff.email, password: staff.password, role: 'ADMIN' } },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('TWO_FACTOR_REQUIRED');
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('refuses every code, even the right one, after five wrong ones', async () => {
    const { staff, secret } = await enrolledStaff('ADMIN');
    const challenge = await challengeFor(server.url, staff);
    const send = (code: string) =>
      graphqlRequest(server.url, COMPLETE, {
        input: { challengeToken: challenge.challengeToken, code },
      });
    for (let n = 0; n < 5; n += 1) {
      expect((await send(`00000${n}`)).errors?.[0]?.message).toBe(WRONG_TWO_FACTOR_CODE_MESSAGE);
    }
    const refused = await send(await totpCode(secret, 1));
    expect(refused.errors?.[0]).toMatchObject({
      message: TOO_MANY_WRONG_CODES_MESSAGE,
      extensions: { code: 'RATE_LIMITED' },
    });
  });
});

describe('managing it', () => {
  it('replaces the recovery codes, and turns off only with a code', async () => {
    const { staff, session, secret, recoveryCodes } = await enrolledStaff('MARKETING');
    const fresh = await graphqlRequest<{ regenerateRecoveryCodes: string[] }>(
      server.url,
      'mutation ($code: String!) { regenerateRecoveryCodes(code: $code) }',
      { code: await totpCode(secret, 1) },
      session,
    );
    const newCodes = fresh.data?.regenerateRecoveryCodes ?? [];
    expect(newCodes).toHaveLength(10);
    expect(newCodes).not.toContain(recoveryCodes[0]);

    const disable = (code: string) =>
      graphqlRequest(
        server.url,
        'mutation ($code: String!) { disableTwoFactor(code: $code) { enabled } }',
        { code },
        session,
      );
    expect((await disable(recoveryCodes[0] ?? '')).errors?.[0]?.message).toBe(
      WRONG_TWO_FACTOR_CODE_MESSAGE,
    );
    expect((await disable(newCodes[0] ?? '')).data).toEqual({
      disableTwoFactor: { enabled: false },
    });
    const signIn = await graphqlSignIn(server.url, staff);
    expect(signIn.data?.signIn.__typename).toBe('LoginResult');
  });

  it('is refused to anyone signed out', async () => {
    const answer = await graphqlRequest(server.url, STATUS);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('required for admins (TWO_FACTOR_REQUIRED_FOR_ADMINS)', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ mode: 'none' }, { TWO_FACTOR_REQUIRED_FOR_ADMINS: 'true' });
  });
  afterAll(() => strict.close());

  it('has an admin without it set it up while signing in, then asks for codes and keeps it on', async () => {
    const admin = await createStaff(strict.orm, { role: 'ADMIN' });
    const rest = await post(strict.url, LOGIN_PATHS.ADMIN, {
      email: admin.email,
      password: admin.password,
    });
    expect(rest.body['challenge']).toBe('ENROLMENT_REQUIRED');
    expect((rest.body['enrolment'] as { secret?: unknown }).secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(rest.body['token']).toBeUndefined();

    const challenge = await challengeFor(strict.url, admin);
    expect(challenge.kind).toBe('ENROLMENT_REQUIRED');
    const secret = challenge.enrolment?.secret ?? '';
    // The secret of the earlier, unfinished sign-in was replaced by this one.
    expect(secret).not.toBe((rest.body['enrolment'] as { secret: string }).secret);
    const done = await graphqlRequest<{
      completeSignIn: { token: string; recoveryCodes: string[] };
    }>(strict.url, COMPLETE, {
      input: { challengeToken: challenge.challengeToken, code: await totpCode(secret) },
    });
    expect(done.errors).toBeUndefined();
    expect(done.data?.completeSignIn.recoveryCodes).toHaveLength(10);
    const token = done.data?.completeSignIn.token;
    expect((await graphqlRequest(strict.url, STATUS, {}, { token })).data).toEqual({
      twoFactorStatus: { enabled: true, recoveryCodesLeft: 10, required: true },
    });

    expect((await challengeFor(strict.url, admin)).kind).toBe('CODE_REQUIRED');
    const off = await graphqlRequest(
      strict.url,
      'mutation ($code: String!) { disableTwoFactor(code: $code) { enabled } }',
      { code: await totpCode(secret, 1) },
      { token },
    );
    expect(off.errors?.[0]?.message).toBe(TWO_FACTOR_REQUIRED_MESSAGE);
  });

  it('still lets other roles sign in with a password alone', async () => {
    const employer = await createStaff(strict.orm, { role: 'EMPLOYER' });
    const answer = await graphqlSignIn(strict.url, employer);
    expect(answer.data?.signIn.__typename).toBe('LoginResult');
  });
});
