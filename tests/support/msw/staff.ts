import { HttpResponse } from 'msw';
import { INVALID_RESET_LINK_MESSAGE } from '../../../common/staff';
import {
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  StaffAdminCreateUserDocument,
  StaffAdminSetDisabledDocument,
  StaffAdminUsersDocument,
  StaffSignInDocument,
  StaffLogoutDocument,
  StaffMeDocument,
  type LoginInput,
  type StaffAccountInput,
  type StaffAdminUserFragment,
  type StaffAdminUsersQueryVariables,
  type StaffMeQuery,
} from '../../../web/src/graphql/graphql';
import { graphqlApi, mockApi } from '../mock-api';
import { answerFor, graphqlError, pageOf, type Stub } from './stubs';

export type StaffUser = StaffAdminUserFragment & { __typename: 'StaffUser' };

/** The signed-in admin. */
export const adminAsha: StaffUser = {
  __typename: 'StaffUser',
  id: '1',
  role: 'ADMIN',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'admin@example.com',
  phone: null,
  disabled: false,
  lastActiveAt: '2026-11-23T09:00:00.000Z',
  createdAt: '2026-11-01T09:00:00.000Z',
};
/** Marketing staff who never signed in. */
const marketingRavi: StaffUser = {
  ...adminAsha,
  id: '2',
  role: 'MARKETING',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.com',
  lastActiveAt: null,
};

/** An email the server refuses as already taken. */
export const TAKEN_EMAIL = 'taken@example.com';

/** The Users page as `adminAsha` sees it: her and Ravi, keeping writes and recording calls. */
export function serveStaffAdmin(
  usersWhen: Stub<StaffAdminUsersQueryVariables, StaffUser[]>[] = [],
) {
  const server = {
    asked: [] as StaffAdminUsersQueryVariables[],
    created: [] as StaffAccountInput[],
    disabled: [] as { id: string; disabled: boolean }[],
  };
  let users = [marketingRavi, adminAsha];
  const me = { me: adminAsha };
  mockApi.use(
    graphqlApi.query(StaffMeDocument, () => HttpResponse.json({ data: me })),
    graphqlApi.query(StaffAdminUsersDocument, ({ variables }) => {
      server.asked.push(variables);
      const staffUsers = pageOf('StaffUserPage', answerFor(variables, usersWhen, users));
      return HttpResponse.json({ data: { staffUsers } });
    }),
    graphqlApi.mutation(StaffAdminCreateUserDocument, ({ variables }) => {
      server.created.push(variables.input);
      if (variables.input.email === TAKEN_EMAIL) {
        const taken = 'A staff account with this email already exists';
        return graphqlError(taken, { fields: { email: taken } });
      }
      const user: StaffUser = { ...marketingRavi, ...variables.input, id: '3', phone: null };
      users = [user, ...users];
      return HttpResponse.json({ data: { createStaffUser: user } });
    }),
    graphqlApi.mutation(StaffAdminSetDisabledDocument, ({ variables }) => {
      server.disabled.push(variables);
      users = users.map((user) =>
        user.id === variables.id ? { ...user, disabled: variables.disabled } : user,
      );
      const setStaffUserDisabled = { __typename: 'StaffUser' as const, ...variables };
      return HttpResponse.json({ data: { setStaffUserDisabled } });
    }),
  );
  return server;
}

/** The session query answering `me` (null: signed out). */
export function serveSignedIn(me: StaffMeQuery['me']) {
  mockApi.use(graphqlApi.query(StaffMeDocument, () => HttpResponse.json({ data: { me } })));
}

/** A sign-in answer that starts a session for `user`. */
export function sessionFor(user: SignedInUser): Response {
  const signIn = { __typename: 'LoginResult' as const, expiresAt: '2030-01-01', user };
  return HttpResponse.json({ data: { signIn } });
}

/** A sign-in answer without a session, as a faulty server or proxy might send. */
export function noSession(): Response {
  return HttpResponse.json({ data: { signIn: null } });
}

/** Signed out, the sign-in answered by `answer`; records each sign-in sent. */
export function serveStaffLogin(answer: () => Response) {
  const sent: LoginInput[] = [];
  serveSignedIn(null);
  mockApi.use(
    graphqlApi.mutation(StaffSignInDocument, ({ variables }) => {
      sent.push(variables.input);
      return answer();
    }),
  );
  return sent;
}

type SignedInUser = NonNullable<StaffMeQuery['me']>;

/**
 * One browser's staff session as the server keeps it: `me` to begin with, ended by a sign-out,
 * replaced by a sign-in as whichever of `accounts` has the e-mail typed. Records what was asked.
 */
export function serveStaffSession(me: SignedInUser | null, accounts: SignedInUser[]) {
  const server = { me, events: [] as string[] };
  mockApi.use(
    graphqlApi.query(StaffMeDocument, () => HttpResponse.json({ data: { me: server.me } })),
    graphqlApi.mutation(StaffLogoutDocument, () => {
      server.events.push(`sign out ${server.me?.email ?? 'nobody'}`);
      server.me = null;
      return HttpResponse.json({ data: { logout: true } });
    }),
    graphqlApi.mutation(StaffSignInDocument, ({ variables }) => {
      const user = accounts.find((account) => account.email === variables.input.email);
      if (!user) return graphqlError('Invalid email or password', { code: 'UNAUTHENTICATED' });
      server.events.push(`sign in ${user.email}`);
      server.me = user;
      return sessionFor(user);
    }),
  );
  return server;
}

/** A token the reset page's server knows; any other is refused as the real server refuses it. */
export const GOOD_RESET_TOKEN = 'good-reset-token';

/** 'Forgot password?' and the reset page's server side, recording what was sent. */
export function servePasswordReset() {
  const server = { requested: [] as string[], resets: [] as { token: string; password: string }[] };
  mockApi.use(
    graphqlApi.mutation(RequestPasswordResetDocument, ({ variables }) => {
      server.requested.push(variables.email);
      return HttpResponse.json({ data: { requestPasswordReset: true } });
    }),
    graphqlApi.mutation(ResetPasswordDocument, ({ variables }) => {
      server.resets.push(variables.input);
      if (variables.input.token !== GOOD_RESET_TOKEN) {
        return graphqlError(INVALID_RESET_LINK_MESSAGE, {
          fields: { token: INVALID_RESET_LINK_MESSAGE },
        });
      }
      const resetPassword = {
        __typename: 'PasswordResetResult' as const,
        role: 'EMPLOYER' as const,
        loginPath: '/employeer/login',
      };
      return HttpResponse.json({ data: { resetPassword } });
    }),
  );
  return server;
}
