import { HttpResponse } from 'msw';
import { WRONG_TWO_FACTOR_CODE_MESSAGE } from '../../../common/two-factor';
import {
  BeginTwoFactorEnrolmentDocument,
  ConfirmTwoFactorEnrolmentDocument,
  DisableTwoFactorDocument,
  StaffCompleteSignInDocument,
  StaffSignInDocument,
  TwoFactorStatusDocument,
  type SignInChallengeKind,
  type StaffMeUserFragment,
} from '../../../web/src/graphql/graphql';
import { graphqlApi, mockApi } from '../mock-api';
import { graphqlError } from './stubs';
import { serveSignedIn } from './staff';

/** The code these stand-ins accept; any other is refused as the server refuses it. */
export const RIGHT_CODE = '123456';
export const RECOVERY_CODES = ['abcde-fghij', 'kmnpq-rstuv'];

const enrolment = {
  __typename: 'TwoFactorEnrolment' as const,
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Nexora%20Digital:admin%40example.com?secret=JBSW',
  qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
};

/**
 * Signed out; the password is right and the account needs the second step of `kind`; the code
 * step accepts RIGHT_CODE (answering recovery codes after an enrolment). Records the codes sent.
 */
export function serveTwoFactorSignIn(kind: SignInChallengeKind, user: StaffMeUserFragment) {
  const sent: string[] = [];
  serveSignedIn(null);
  mockApi.use(
    graphqlApi.mutation(StaffSignInDocument, () => {
      const signIn = {
        __typename: 'TwoFactorChallenge' as const,
        kind,
        challengeToken: 'challenge-1',
        expiresAt: '2030-01-01T00:00:00.000Z',
        enrolment: kind === 'ENROLMENT_REQUIRED' ? enrolment : null,
      };
      return HttpResponse.json({ data: { signIn } });
    }),
    graphqlApi.mutation(StaffCompleteSignInDocument, ({ variables }) => {
      sent.push(variables.input.code);
      if (variables.input.code !== RIGHT_CODE) {
        return graphqlError(WRONG_TWO_FACTOR_CODE_MESSAGE, { code: 'UNAUTHENTICATED' });
      }
      const recoveryCodes = kind === 'ENROLMENT_REQUIRED' ? RECOVERY_CODES : null;
      const completeSignIn = {
        __typename: 'LoginResult' as const,
        expiresAt: '2030-01-01',
        recoveryCodes,
        user,
      };
      return HttpResponse.json({ data: { completeSignIn } });
    }),
  );
  return sent;
}

/** The Account page's server: two-factor sign-in off until a RIGHT_CODE turns it on, and back. */
export function serveTwoFactorSettings(user: StaffMeUserFragment) {
  const server = { enabled: false, sent: [] as string[] };
  const status = () => ({
    __typename: 'TwoFactorStatus' as const,
    enabled: server.enabled,
    enabledAt: server.enabled ? '2026-11-24T10:00:00.000Z' : null,
    recoveryCodesLeft: server.enabled ? 10 : 0,
    required: false,
  });
  const wrong = () =>
    graphqlError(WRONG_TWO_FACTOR_CODE_MESSAGE, {
      fields: { code: WRONG_TWO_FACTOR_CODE_MESSAGE },
    });
  serveSignedIn(user);
  mockApi.use(
    graphqlApi.query(TwoFactorStatusDocument, () =>
      HttpResponse.json({ data: { twoFactorStatus: status() } }),
    ),
    graphqlApi.mutation(BeginTwoFactorEnrolmentDocument, () =>
      HttpResponse.json({ data: { beginTwoFactorEnrolment: enrolment } }),
    ),
    graphqlApi.mutation(ConfirmTwoFactorEnrolmentDocument, ({ variables }) => {
      server.sent.push(variables.code);
      if (variables.code !== RIGHT_CODE) return wrong();
      server.enabled = true;
      return HttpResponse.json({ data: { confirmTwoFactorEnrolment: RECOVERY_CODES } });
    }),
    graphqlApi.mutation(DisableTwoFactorDocument, ({ variables }) => {
      server.sent.push(variables.code);
      if (variables.code !== RIGHT_CODE) return wrong();
      server.enabled = false;
      return HttpResponse.json({ data: { disableTwoFactor: status() } });
    }),
  );
  return server;
}
