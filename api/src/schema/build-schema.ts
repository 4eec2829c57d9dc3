import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ContainerType } from 'type-graphql';
import { accessText } from '../shared/auth/access-text';
import { authChecker } from '../shared/auth/auth-checker';
import { AuditResolver } from '../modules/audit/audit.resolver';
import { cacheControlDirective } from '../shared/graphql-cache-policy';
import { ApiTokensResolver } from '../modules/api-tokens/api-tokens.resolver';
import {
  WebhookDeliveryFieldsResolver,
  WebhooksResolver,
} from '../modules/webhooks/webhooks.resolver';
import { BillingResolver } from '../modules/billing/billing.resolver';
import { BackofficeResolver } from '../modules/backoffice/backoffice.resolver';
import { ApplicationsResolver } from '../modules/careers/applications.resolver';
import { CareersAdminResolver } from '../modules/careers/careers-admin.resolver';
import { CareersResolver } from '../modules/careers/careers.resolver';
import { JobPublishingResolver } from '../modules/careers/job-publishing.resolver';
import { BlogAdminResolver } from '../modules/blog/blog-admin.resolver';
import { blogImageUsage } from '../modules/blog/blog-image-usage';
import { BlogPublishingResolver } from '../modules/blog/blog-publishing.resolver';
import { BlogResolver } from '../modules/blog/blog.resolver';
import { ContactsResolver } from '../modules/leads/contacts.resolver';
import { LeadsInboxResolver } from '../modules/leads/leads-inbox.resolver';
import { MediaResolver } from '../modules/media/media.resolver';
import { LeadsResolver } from '../modules/leads/leads.resolver';
import { RedirectsResolver } from '../modules/redirects/redirects.resolver';
import { OutboxResolver } from '../modules/outbox/outbox.resolver';
import { PasswordResetResolver } from '../modules/staff/password-reset.resolver';
import { SignInResolver } from '../modules/staff/sign-in.resolver';
import { StaffResolver } from '../modules/staff/staff.resolver';
import { TwoFactorResolver } from '../modules/staff/two-factor.resolver';
import { EmployerResolver } from '../modules/workforce/employer.resolver';
import { MarketingResolver } from '../modules/workforce/marketing.resolver';
import { backofficeContributors } from './backoffice-contributors';
import { graphqlOperationAccess } from './operation-access';
import {
  EmployeeFieldsResolver,
  TaskFieldsResolver,
} from '../modules/workforce/workforce-fields.resolver';

/** Every resolver of the API; a new module adds its resolver here. */
export const resolvers = [
  BlogResolver,
  BlogAdminResolver,
  BlogPublishingResolver,
  MediaResolver,
  LeadsResolver,
  LeadsInboxResolver,
  ContactsResolver,
  CareersResolver,
  SignInResolver,
  StaffResolver,
  TwoFactorResolver,
  PasswordResetResolver,
  BillingResolver,
  OutboxResolver,
  EmployerResolver,
  MarketingResolver,
  EmployeeFieldsResolver,
  TaskFieldsResolver,
  BackofficeResolver,
  CareersAdminResolver,
  JobPublishingResolver,
  ApplicationsResolver,
  AuditResolver,
  ApiTokensResolver,
  WebhooksResolver,
  WebhookDeliveryFieldsResolver,
  RedirectsResolver,
] as const;

export async function buildAppSchema(): Promise<GraphQLSchema> {
  // Cross-module contributions are wired here, so the modules involved never import each other.
  const container = resolverContainer([
    new BackofficeResolver(backofficeContributors),
    new MediaResolver(blogImageUsage),
    new ContactsResolver(backofficeContributors),
  ]);
  const schema = await buildSchema({
    resolvers,
    container,
    validate: false,
    authChecker,
    authMode: 'error',
    directives: [cacheControlDirective],
  });
  describeRootTypes(schema);
  describeAccess(schema);
  return schema;
}

/** type-graphql makes the root types itself and has no place for their descriptions. */
function describeRootTypes(schema: GraphQLSchema): void {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query) {
    query.description =
      'What can be read: the public site anonymously, the rest by signed-in staff or an API ' +
      'token, each field admitting the roles it names';
  }
  if (mutation) {
    mutation.description =
      'What can be changed: the public forms anonymously, the rest by signed-in staff or an ' +
      'API token, each field admitting the roles it names';
  }
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

/**
 * Each query and mutation says who may call it, read from the same @Authorized declaration the
 * server checks, so an integrator reading the schema (GraphiQL's docs) sees the rule.
 */
function describeAccess(schema: GraphQLSchema): void {
  const access = graphqlOperationAccess();
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const rule = access.get(field.name);
      if (!rule) continue;
      const line = `Access: ${accessText(rule.access)}.`;
      field.description = field.description ? `${field.description}\n\n${line}` : line;
    }
  }
}
