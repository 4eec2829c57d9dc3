import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesOf, scopeOf, type StaffAccess } from '../../common/access';
import { API_SCOPE_INFO, API_SCOPES, scopeAllows, type ApiScope } from '../../common/api-scopes';
import { STAFF_ROLES, type StaffRole } from '../../common/staff';
import { restRoutes } from '../../api/src/rest';
import { buildAppSchema } from '../../api/src/schema/build-schema';
import {
  staffOperationAdmitted,
  type StaffOperationAdmitted,
} from '../../api/src/shared/auth/operation';
import type { Access } from '../../api/src/shared/auth/viewer';
import { createApiToken } from '../support/api-tokens';
import { graphqlRequest } from '../support/graphql';
import { graphqlOperationAccess } from '../../api/src/schema/operation-access';
import { callRestRoute, UNKNOWN_ID } from '../support/rest-route-call';
import { signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Operations anyone may call, on purpose. Every other query and mutation must declare its roles
 * with @Authorized: one that does neither fails below, so no staff operation ships unguarded.
 */
const PUBLIC_OPERATIONS = new Set([
  // public site
  'blogPosts',
  'blogPost',
  'openJobs',
  'jobFilterOptions',
  'job',
  'applyToJob',
  'submitContactMessage',
  'submitProjectRequest',
  'startChatLead',
  'setChatLeadService',
  'createPayment',
  'paymentResult',
  // signing in and out, and a forgotten password
  'login',
  'signIn',
  'completeSignIn',
  'logout',
  'me',
  'requestPasswordReset',
  'resetPassword',
]);

/** The access of every staff service operation run, in order, since the list was emptied. */
const operationsRun: StaffAccess[] = [];
const recordOperation = (message: unknown) => {
  operationsRun.push((message as StaffOperationAdmitted).access);
};

let server: TestServer;
let schema: GraphQLSchema;
const staff = {} as Record<StaffRole, SignedInStaff>;

beforeAll(async () => {
  staffOperationAdmitted.subscribe(recordOperation);
  server = await startTestServer();
  schema = await buildAppSchema();
  for (const role of STAFF_ROLES) staff[role] = await signInAs(server.url, server.orm, role);
});
afterAll(async () => {
  staffOperationAdmitted.unsubscribe(recordOperation);
  await server.close();
});

const accessRules = graphqlOperationAccess();
const staffOperations = [...accessRules].filter(([, rule]) => rule.access !== 'public');
const staffRoutes = restRoutes.filter((route) => route.access !== 'public');

describe('every operation declares who may call it', () => {
  it('is either deliberately public or admits named roles', () => {
    const undeclared = [...accessRules]
      .filter(([name, rule]) => rule.access === 'public' && !PUBLIC_OPERATIONS.has(name))
      .map(([name]) => name);
    expect(undeclared).toEqual([]);
    const guardedButListedPublic = [...PUBLIC_OPERATIONS].filter(
      (name) => accessRules.get(name)?.access !== 'public',
    );
    expect(guardedButListedPublic).toEqual([]);
  });

  it('admits at least one role wherever a rule names roles', () => {
    for (const [name, rule] of staffOperations) expect(rule.access, name).not.toHaveLength(0);
    for (const route of staffRoutes) expect(route.access, route.path).not.toHaveLength(0);
  });
});

describe('authorization matrix', () => {
  it('answers anonymous 401 and wrong roles 403 on every staff operation, changing nothing', async () => {
    const rowsBefore = await countAllRows();
    let checked = 0;
    for (const [name, rule] of staffOperations) {
      const anonymous = await callOperation(name, rule.kind);
      expect(anonymous, `${name} anonymous`).toBe('UNAUTHENTICATED');
      for (const role of wrongRoles(rule.access)) {
        expect(await callOperation(name, rule.kind, staff[role]), `${name} as ${role}`).toBe(
          'FORBIDDEN',
        );
      }
      checked += 1;
    }
    for (const route of staffRoutes) {
      expect(await callRoute(route), `${route.method} ${route.path} anonymous`).toBe(401);
      for (const role of wrongRoles(route.access)) {
        expect(await callRoute(route, staff[role]), `${route.path} as ${role}`).toBe(403);
      }
      checked += 1;
    }
    expect(checked).toBe(staffOperations.length + staffRoutes.length);
    expect(await countAllRows()).toEqual(rowsBefore);
  });

  it('lets every admitted role through (the answer may still be not found or invalid)', async () => {
    for (const [name, rule] of staffOperations) {
      for (const role of rolesOf(staffAccess(rule.access))) {
        const code = await callOperation(name, rule.kind, staff[role]);
        expect(['UNAUTHENTICATED', 'FORBIDDEN'], `${name} as ${role}`).not.toContain(code);
      }
    }
    for (const route of staffRoutes) {
      for (const role of rolesOf(staffAccess(route.access))) {
        const status = await callRoute(route, staff[role]);
        expect([401, 403], `${route.method} ${route.path} as ${role}`).not.toContain(status);
      }
    }
  });
});

describe('each adapter admits exactly the roles and the token scope of the operations it runs', () => {
  it('holds for every staff GraphQL operation', async () => {
    for (const [name, rule] of staffOperations) {
      const admitted = await accessOfOperationsRun(rule.access, (role) =>
        callOperation(name, rule.kind, staff[role]),
      );
      expect(admitted, name).toEqual(ruleOf(rule.access));
    }
  });

  it('holds for every staff REST route', async () => {
    for (const route of staffRoutes) {
      const admitted = await accessOfOperationsRun(route.access, (role) =>
        callRoute(route, staff[role]),
      );
      expect(admitted, `${route.method} ${route.path}`).toEqual(ruleOf(route.access));
    }
  });

  it('names only scopes that belong to the roles of the rule', () => {
    const rules = [
      ...staffOperations.map(([, rule]) => rule.access),
      ...staffRoutes.map((r) => r.access),
    ];
    for (const access of rules.map(staffAccess)) {
      const scope = scopeOf(access);
      if (scope) {
        expect(rolesOf(access), scope).toEqual(
          expect.arrayContaining([...API_SCOPE_INFO[scope].roles]),
        );
      }
    }
  });
});

/**
 * Token rows: an admin's token holding one scope (then one holding every scope) against every
 * staff operation and route. It gets through exactly where the rule names a scope it holds
 * ('leads:write' includes 'leads:read') and the admin's role is admitted; everywhere else 403,
 * staff-only powers (accounts, tokens, webhooks, settings) included, whatever its scopes.
 */
describe('authorization matrix for API tokens', () => {
  const holders: { scopes: readonly ApiScope[] }[] = [
    ...API_SCOPES.map((scope) => ({ scopes: [scope] })),
    { scopes: API_SCOPES },
  ];

  it.each(holders)(
    'admits a token with $scopes exactly where a rule names its scope',
    async ({ scopes }) => {
      const { token } = await createApiToken(server.url, staff.ADMIN.token, { scopes });
      const caller = { token };
      const held = scopes.join(' ');
      for (const [name, rule] of staffOperations) {
        const code = await callOperation(name, rule.kind, caller);
        if (tokenMayCall(scopes, rule.access)) {
          expect(['UNAUTHENTICATED', 'FORBIDDEN'], `${name} with ${held}`).not.toContain(code);
        } else {
          expect(code, `${name} with ${held}`).toBe('FORBIDDEN');
        }
      }
      for (const route of staffRoutes) {
        const status = await callRoute(route, caller);
        const label = `${route.method} ${route.path} with ${held}`;
        if (tokenMayCall(scopes, route.access)) expect([401, 403], label).not.toContain(status);
        else expect(status, label).toBe(403);
      }
    },
  );

  it('leaves no staff-only operation reachable by any scope', () => {
    const staffOnly = staffOperations.filter(([, rule]) => !scopeOf(staffAccess(rule.access)));
    const names = staffOnly.map(([name]) => name);
    for (const power of [
      'createStaffUser',
      'setStaffUserDisabled',
      'resetStaffUserPassword',
      'staffUsers',
      'apiTokens',
      'createApiToken',
      'revokeApiToken',
      'retryOutboxMessage',
    ]) {
      expect(names).toContain(power);
    }
  });
});

function tokenMayCall(scopes: readonly ApiScope[], access: Access): boolean {
  const rule = staffAccess(access);
  const needed = scopeOf(rule);
  return !!needed && scopeAllows(scopes, needed) && rolesOf(rule).includes('ADMIN');
}

function staffAccess(access: Access): StaffAccess {
  if (access === 'public') throw new Error('a public rule has no roles');
  return access;
}

/**
 * Calls as each admitted role and answers the roles the first operation of each call admits,
 * together (a route may run one operation for managers and another for marketing staff), with
 * the token scopes those operations name.
 */
async function accessOfOperationsRun(
  access: Access,
  call: (role: StaffRole) => Promise<unknown>,
): Promise<{ roles: StaffRole[]; scopes: ApiScope[] }> {
  const admitted: StaffAccess[] = [];
  for (const role of rolesOf(staffAccess(access))) {
    operationsRun.length = 0;
    await call(role);
    admitted.push(operationsRun[0] ?? []);
  }
  return ruleOf(admitted.flat());
}

/** A rule's roles in a fixed order, and its scope (several when merged from several rules). */
function ruleOf(access: Access): { roles: StaffRole[]; scopes: ApiScope[] } {
  const rule = staffAccess(access);
  const scopes = rule.filter((entry): entry is ApiScope => entry.includes(':'));
  return {
    roles: STAFF_ROLES.filter((role) => rule.includes(role)),
    scopes: [...new Set(scopes)].sort(),
  };
}

function wrongRoles(access: Access): StaffRole[] {
  return STAFF_ROLES.filter((role) => access !== 'public' && !access.includes(role));
}

/** Calls one operation with made-up arguments; answers the first error's code or 'OK'. */
async function callOperation(
  name: string,
  kind: 'query' | 'mutation',
  caller?: Pick<SignedInStaff, 'token'>,
): Promise<string> {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field = root?.getFields()[name];
  if (!field) throw new Error(`${name} is not in the schema`);
  const { document, variables } = operationFor(kind, field);
  const answer = await graphqlRequest(server.url, document, variables, { token: caller?.token });
  return answer.errors?.[0]?.extensions?.code ?? 'OK';
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const variables: Record<string, unknown> = {};
  const declarations: string[] = [];
  const args: string[] = [];
  for (const arg of field.args) {
    if (!isNonNullType(arg.type)) continue;
    variables[arg.name] = sampleValue(arg.type);
    declarations.push(`$${arg.name}: ${arg.type.toString()}`);
    args.push(`${arg.name}: $${arg.name}`);
  }
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const signature = declarations.length ? `(${declarations.join(', ')})` : '';
  const call = args.length ? `(${args.join(', ')})` : '';
  return { document: `${kind} Matrix${signature} { ${field.name}${call}${selection} }`, variables };
}

/** A value of the right type for a required argument (required fields only, recursively). */
function sampleValue(type: GraphQLInputType): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  if (isScalarType(inner)) {
    if (inner.name === 'ID') return UNKNOWN_ID;
    if (inner.name === 'Int' || inner.name === 'Float') return 1;
    if (inner.name === 'Boolean') return false;
    if (inner.name === 'DateTimeISO' || inner.name === 'Date') return new Date().toISOString();
    return 'x';
  }
  throw new Error(`No sample for ${String(inner)}`);
}

async function callRoute(
  route: (typeof restRoutes)[number],
  caller?: Pick<SignedInStaff, 'token'>,
): Promise<number> {
  return (await callRestRoute(server.url, route, caller)).status;
}

async function countAllRows(): Promise<Record<string, number>> {
  const em = server.orm.em.fork();
  const counts: Record<string, number> = {};
  for (const meta of server.orm.getMetadata().getAll().values()) {
    if (meta.abstract || meta.embeddable || !meta.tableName) continue;
    const [row] = await em
      .getConnection()
      .execute<{ count: string }[]>(`select count(*) as count from "${meta.tableName}"`);
    counts[meta.tableName] = Number(row?.count ?? 0);
  }
  return counts;
}
