import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ContainerType } from 'type-graphql';
import { authChecker } from '../shared/auth/auth-checker';
import { cacheControlDirective } from '../shared/graphql-cache-policy';
import { AuditResolver } from '../modules/audit/audit.resolver';
import { BillingResolver } from '../modules/billing/billing.resolver';
import { BackofficeResolver } from '../modules/backoffice/backoffice.resolver';
import { ApplicationsResolver } from '../modules/careers/applications.resolver';
import { CareersAdminResolver } from '../modules/careers/careers-admin.resolver';
import { CareersResolver } from '../modules/careers/careers.resolver';
import { BlogAdminResolver } from '../modules/blog/blog-admin.resolver';
import { blogImageUsage } from '../modules/blog/blog-image-usage';
import { BlogResolver } from '../modules/blog/blog.resolver';
import { LeadsInboxResolver } from '../modules/leads/leads-inbox.resolver';
import { MediaResolver } from '../modules/media/media.resolver';
import { LeadsResolver } from '../modules/leads/leads.resolver';
import { OutboxResolver } from '../modules/outbox/outbox.resolver';
import { StaffResolver } from '../modules/staff/staff.resolver';
import { EmployerResolver } from '../modules/workforce/employer.resolver';
import { MarketingResolver } from '../modules/workforce/marketing.resolver';
import { backofficeContributors } from './backoffice-contributors';
import {
  EmployeeFieldsResolver,
  TaskFieldsResolver,
} from '../modules/workforce/workforce-fields.resolver';

/** Every resolver of the API; a new module adds its resolver here. */
export const resolvers = [
  BlogResolver,
  BlogAdminResolver,
  MediaResolver,
  LeadsResolver,
  LeadsInboxResolver,
  CareersResolver,
  StaffResolver,
  BillingResolver,
  OutboxResolver,
  EmployerResolver,
  MarketingResolver,
  EmployeeFieldsResolver,
  TaskFieldsResolver,
  BackofficeResolver,
  CareersAdminResolver,
  ApplicationsResolver,
  AuditResolver,
] as const;

export function buildAppSchema(): Promise<GraphQLSchema> {
  // Cross-module contributions are wired here, so the modules involved never import each other.
  const container = resolverContainer([
    new BackofficeResolver(backofficeContributors),
    new MediaResolver(blogImageUsage),
  ]);
  return buildSchema({
    resolvers,
    container,
    validate: false,
    authChecker,
    authMode: 'error',
    directives: [cacheControlDirective],
  });
}

/**
 * One instance of each resolver: those given (built with what they depend on), and the others
 * created on first use, as type-graphql's own container does.
 */
function resolverContainer(wired: readonly object[]): ContainerType {
  const instances = new Map<unknown, unknown>(
    wired.map((resolver) => [resolver.constructor, resolver]),
  );
  return {
    get(resolverClass: new () => unknown) {
      if (!instances.has(resolverClass)) instances.set(resolverClass, new resolverClass());
      return instances.get(resolverClass);
    },
  };
}
