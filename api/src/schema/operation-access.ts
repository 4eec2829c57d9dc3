import { getMetadataStorage } from 'type-graphql';
import { isApiScope, type ApiScope } from '../../../common/api-scopes';
import { STAFF_ROLES, type StaffRole } from '../../../common/staff';
import type { Access } from '../shared/auth/viewer';

/**
 * The access rule of every GraphQL query and mutation, read from the resolvers' @Authorized
 * declarations (method or class): roles, and the scope API tokens need when they may call it.
 * Undecorated operations come back as 'public'.
 */
export function graphqlOperationAccess(): Map<
  string,
  { kind: 'query' | 'mutation'; access: Access }
> {
  const storage = getMetadataStorage();
  const rules = new Map<string, { kind: 'query' | 'mutation'; access: Access }>();
  const add = (kind: 'query' | 'mutation') => (resolver: (typeof storage.queries)[number]) => {
    const onMethod = storage.authorizedFields.find(
      (entry) => entry.target === resolver.target && entry.fieldName === resolver.methodName,
    );
    const onClass = storage.authorizedResolver.find((entry) => entry.target === resolver.target);
    const roles = (onMethod ?? onClass)?.roles;
    rules.set(resolver.schemaName, { kind, access: roles ? roles.filter(isRuleEntry) : 'public' });
  };
  storage.queries.forEach(add('query'));
  storage.mutations.forEach(add('mutation'));
  return rules;
}

function isRuleEntry(entry: unknown): entry is StaffRole | ApiScope {
  if (typeof entry !== 'string') return false;
  return (STAFF_ROLES as readonly string[]).includes(entry) || isApiScope(entry);
}
