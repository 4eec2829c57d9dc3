import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { accessText } from '../shared/auth/access-text';
import { SESSION_COOKIE } from '../shared/auth/session-cookie';
import { restErrorSchema, type RestAnswerDocs } from '../shared/rest-docs';
import type { RestRoute, SiteRouteDocs } from '../shared/rest-routes';

/** Where the facade is mounted (app.ts): route paths in the table are relative to it. */
export const REST_PREFIX = '/api';

/**
 * The OpenAPI 3.1 document of the REST facade, made from the route table and its zod schemas,
 * with the routes the site serves at its own addresses (feeds) beside them.
 */
export function openApiDocument(
  routes: readonly RestRoute[],
  siteRoutes: readonly SiteRouteDocs[] = [],
) {
  const paths: ZodOpenApiPathsObject = {};
  const add = (path: string, route: SiteRouteDocs) => {
    paths[path] = { ...paths[path], [route.method]: operationOf(route) };
  };
  for (const route of routes) add(openApiPath(route.path), route);
  for (const route of siteRoutes) add(openApiSitePath(route.path), route);
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'REST API',
      version: '1',
      description:
        'The REST facade of the site and back office, over the same services as GraphQL ' +
        '(`/graphql`, explorer at `/graphiql`). Staff routes need `Authorization: Bearer <token>`: ' +
        'an API token an admin creates under Settings > API tokens, or the token a sign-in route ' +
        'answers. Signed-in browsers may read (GET) with their session cookie. Each operation ' +
        'names who may call it in `x-access`.',
    },
    tags: [...new Set([...routes, ...siteRoutes].map((route) => route.tag ?? 'Other'))].map(
      (name) => ({ name }),
    ),
    paths,
    components: {
      securitySchemes: {
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API token (Settings > API tokens, admins only) or the token a sign-in route answers',
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'A signed-in browser; accepted on GET only',
        },
      },
    },
  });
  return nullableAsTypeList(document);
}

/**
 * zod writes `x | null` as `anyOf: [{ type: 'string' }, { type: 'null' }]`; Scalar's reader
 * flags that, and `type: ['string', 'null']` says the same more plainly (OpenAPI 3.1).
 */
export function nullableAsTypeList<T>(value: T): T {
  if (Array.isArray(value)) return value.map(nullableAsTypeList) as T;
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = nullableAsTypeList(item);
  const anyOf = copy['anyOf'];
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return copy as T;
  const other = (anyOf as Record<string, unknown>[]).filter((schema) => schema['type'] !== 'null');
  const single = other.length === 1 ? other[0] : undefined;
  if (!single || typeof single['type'] !== 'string' || single['$ref']) return copy as T;
  const { anyOf: _nullable, ...rest } = copy;
  return { ...rest, ...single, type: [single['type'], 'null'] } as T;
}

/** Express's `/v1/blog/:id` as OpenAPI's `/api/v1/blog/{id}`. */
export function openApiPath(expressPath: string): string {
  return REST_PREFIX + openApiSitePath(expressPath);
}

/** A site route's Express path (`/blog/:segment/feed.xml`) as OpenAPI writes it, unprefixed. */
export function openApiSitePath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, '{$1}');
}

function operationOf(route: SiteRouteDocs): ZodOpenApiOperationObject {
  const pathNames = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name ?? '');
  const pathParams = z.object(Object.fromEntries(pathNames.map((name) => [name, z.string()])));
  return {
    summary: route.summary ?? `${route.method.toUpperCase()} ${route.path}`,
    description: [route.description, `**Access:** ${accessText(route.access)}.`]
      .filter(Boolean)
      .join('\n\n'),
    tags: [route.tag ?? 'Other'],
    security: securityOf(route),
    'x-access': route.access === 'public' ? 'public' : [...route.access],
    requestParams: {
      ...(pathNames.length ? { path: pathParams } : {}),
      ...(route.request?.query ? { query: route.request.query } : {}),
    },
    ...(route.request?.body
      ? {
          requestBody: {
            required: true,
            ...(route.request.body.description
              ? { description: route.request.body.description }
              : {}),
            content: { [route.request.body.type]: { schema: route.request.body.schema } },
          },
        }
      : {}),
    responses: responsesOf(route),
  };
}

/**
 * Public routes need nothing; staff routes take a bearer token, and on GET a browser's session
 * cookie too (writes refuse the cookie, so other sites cannot post with it).
 */
function securityOf(route: SiteRouteDocs): Record<string, string[]>[] {
  if (route.access === 'public') return [];
  return route.method === 'get'
    ? [{ bearerToken: [] }, { sessionCookie: [] }]
    : [{ bearerToken: [] }];
}

function responsesOf(route: SiteRouteDocs): ZodOpenApiResponsesObject {
  const declared = route.responses ?? { 200: { description: 'Done' } };
  const errors: Record<number, RestAnswerDocs> = {};
  if (route.request || route.path.includes(':')) {
    errors[400] = {
      description: 'Invalid input',
      type: 'application/json',
      schema: restErrorSchema,
    };
  }
  if (route.access !== 'public') {
    errors[401] = errorAnswer('No valid session or token');
    errors[403] = errorAnswer('The caller may not use this route');
  }
  const all = { ...errors, ...declared };
  return Object.fromEntries(
    Object.entries(all).map(([status, answer]) => [status, responseOf(answer)]),
  );
}

function errorAnswer(description: string): RestAnswerDocs {
  return { description, type: 'application/json', schema: restErrorSchema };
}

function responseOf(answer: RestAnswerDocs) {
  return {
    description: answer.description,
    ...(answer.type
      ? { content: { [answer.type]: { schema: answer.schema ?? z.unknown() } } }
      : {}),
  };
}
