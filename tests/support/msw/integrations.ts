import { HttpResponse } from 'msw';
import {
  ApiTokenListDocument,
  CreateApiTokenDocument,
  CreateWebhookEndpointDocument,
  RedeliverWebhookDocument,
  RevokeApiTokenDocument,
  WebhookDeliveryListDocument,
  WebhookEndpointListDocument,
  type ApiTokenRowFragment,
  type CreateApiTokenInput,
  type WebhookDeliveryListQueryVariables,
  type WebhookDeliveryRowFragment,
  type WebhookEndpointInput,
  type WebhookEndpointRowFragment,
} from '../../../web/src/graphql/graphql';
import { graphqlApi, mockApi } from '../mock-api';
import { graphqlError, pageOf } from './stubs';

type TokenRow = ApiTokenRowFragment & { __typename: 'ApiToken' };

/** A token a CRM has used; its secret was shown once and is gone. */
export const crmToken: TokenRow = {
  __typename: 'ApiToken',
  id: '1',
  name: 'CRM sync',
  displayPrefix: 'cst_Ab12',
  scopes: ['leads:read'],
  status: 'ACTIVE',
  createdAt: '2026-11-20T04:30:00.000Z',
  createdByName: 'Asha Verma',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: '2026-11-23T09:00:00.000Z',
  lastUsedIp: '203.0.113.7',
};

/** The secret the server answers once for a new token. */
export const NEW_TOKEN = `cst_${'N'.repeat(43)}`;

/** Settings > API tokens as the server keeps them: records what was created and revoked. */
export function serveApiTokens() {
  const server = { created: [] as CreateApiTokenInput[], revoked: [] as string[] };
  let tokens: TokenRow[] = [crmToken];
  mockApi.use(
    graphqlApi.query(ApiTokenListDocument, () =>
      HttpResponse.json({ data: { apiTokens: tokens } }),
    ),
    graphqlApi.mutation(CreateApiTokenDocument, ({ variables }) => {
      server.created.push(variables.input);
      if (variables.input.name === 'Taken') {
        return graphqlError('Your role cannot grant tasks:write', {
          fields: { scopes: 'Your role cannot grant tasks:write' },
        });
      }
      const apiToken: TokenRow = {
        ...crmToken,
        id: '2',
        name: variables.input.name,
        displayPrefix: NEW_TOKEN.slice(0, 8),
        scopes: variables.input.scopes,
        lastUsedAt: null,
        lastUsedIp: null,
      };
      tokens = [apiToken, ...tokens];
      const createApiToken = { __typename: 'CreatedApiToken' as const, token: NEW_TOKEN, apiToken };
      return HttpResponse.json({ data: { createApiToken } });
    }),
    graphqlApi.mutation(RevokeApiTokenDocument, ({ variables }) => {
      server.revoked.push(variables.id);
      tokens = tokens.map((token) =>
        token.id === variables.id ? { ...token, status: 'REVOKED' as const } : token,
      );
      const revokeApiToken = tokens.find((token) => token.id === variables.id);
      if (!revokeApiToken) return graphqlError(`No API token with id ${variables.id}`);
      return HttpResponse.json({ data: { revokeApiToken } });
    }),
  );
  return server;
}

type EndpointRow = WebhookEndpointRowFragment & { __typename: 'WebhookEndpoint' };
type DeliveryRow = WebhookDeliveryRowFragment & { __typename: 'WebhookDelivery' };

export const crmEndpoint: EndpointRow = {
  __typename: 'WebhookEndpoint',
  id: '5',
  url: 'https://crm.example.in/hooks',
  description: 'CRM lead sync',
  events: ['lead.created'],
  enabled: true,
  createdAt: '2026-11-20T04:30:00.000Z',
};

/** A delivery that failed once with a 500 and waits for its next try. */
export const failingDelivery: DeliveryRow = {
  __typename: 'WebhookDelivery',
  id: '9',
  eventId: 'evt_abc',
  eventType: 'lead.created',
  endpointId: '5',
  endpointUrl: crmEndpoint.url,
  status: 'PENDING',
  attempts: 1,
  responseStatus: 500,
  lastError: 'The endpoint answered HTTP 500',
  lastAttemptAt: '2026-11-23T09:00:00.000Z',
  nextAttemptAt: '2026-11-23T09:00:30.000Z',
  durationMs: 42,
  createdAt: '2026-11-23T09:00:00.000Z',
};

/** The signing secret the server answers once for a new endpoint. */
export const NEW_SECRET = `whsec_${'S'.repeat(43)}`;

/** Settings > Webhooks: one endpoint, one failing delivery; records what was asked. */
export function serveWebhooks() {
  const server = {
    created: [] as WebhookEndpointInput[],
    redelivered: [] as string[],
    asked: [] as WebhookDeliveryListQueryVariables[],
  };
  let endpoints: EndpointRow[] = [crmEndpoint];
  mockApi.use(
    graphqlApi.query(WebhookEndpointListDocument, () =>
      HttpResponse.json({ data: { webhookEndpoints: endpoints } }),
    ),
    graphqlApi.query(WebhookDeliveryListDocument, ({ variables }) => {
      server.asked.push(variables);
      const webhookDeliveries = pageOf('WebhookDeliveryPage', [failingDelivery]);
      return HttpResponse.json({ data: { webhookDeliveries } });
    }),
    graphqlApi.mutation(CreateWebhookEndpointDocument, ({ variables }) => {
      server.created.push(variables.input);
      const endpoint: EndpointRow = {
        ...crmEndpoint,
        id: '6',
        url: variables.input.url,
        events: variables.input.events,
        description: variables.input.description ?? null,
      };
      endpoints = [endpoint, ...endpoints];
      const createWebhookEndpoint = {
        __typename: 'CreatedWebhookEndpoint' as const,
        secret: NEW_SECRET,
        endpoint,
      };
      return HttpResponse.json({ data: { createWebhookEndpoint } });
    }),
    graphqlApi.mutation(RedeliverWebhookDocument, ({ variables }) => {
      server.redelivered.push(variables.id);
      const redeliverWebhook = { ...failingDelivery, attempts: 0 };
      return HttpResponse.json({ data: { redeliverWebhook } });
    }),
  );
  return server;
}
