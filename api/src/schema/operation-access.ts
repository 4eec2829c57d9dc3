import { getMetadataStorage } from 'type-graphql';
import { STAFF_ROLES, type StaffRole } from '../../../common/staff';
import type { Access } from '../shared/auth/viewer';

/**
 * The access rule of every GraphQL query and mutation, read from the resolvers' @Authorized
 * declarations (method or class). Undecorated operations come back as 'public'.
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
    rules.set(resolver.schemaName, { kind, access: roles ? roles.filter(isStaffRole) : 'public' });
  };
  storage.queries.forEach(add('query'));
  storage.mutations.forEach(add('mutation'));
  return rules;
}

function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);
}
