import type { ApolloServerPlugin } from '@apollo/server';
import {
  DirectiveLocation,
  getNamedType,
  GraphQLBoolean,
  GraphQLDirective,
  GraphQLEnumType,
  GraphQLInt,
  isCompositeType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  valueFromASTUntyped,
} from 'graphql';
import type { GraphqlContext } from './auth/graphql-context';

/** How long public content (posts, jobs) may be kept, before PUBLIC_PAGE_CACHE_SECONDS caps it. */
export const PUBLIC_CONTENT_MAX_AGE_SECONDS = 60;

/** Apollo's cache hint, `@cacheControl(maxAge: 60)` on a type or field. */
export const cacheControlDirective = new GraphQLDirective({
  name: 'cacheControl',
  description: 'How long, and for whom, an answer holding this type or field may be kept',
  locations: [
    DirectiveLocation.FIELD_DEFINITION,
    DirectiveLocation.OBJECT,
    DirectiveLocation.INTERFACE,
    DirectiveLocation.UNION,
  ],
  args: {
    maxAge: { type: GraphQLInt },
    scope: {
      type: new GraphQLEnumType({
        name: 'CacheControlScope',
        description: 'Who may keep an answer',
        values: {
          PUBLIC: { description: 'Shared caches (a CDN) may keep it' },
          PRIVATE: { description: "Only the caller's own browser may keep it" },
        },
      }),
    },
    inheritMaxAge: { type: GraphQLBoolean },
  },
});

/** The hint for a type every visitor sees alike: `@Directive(PUBLIC_CONTENT_HINT)`. */
export const PUBLIC_CONTENT_HINT = `@cacheControl(maxAge: ${PUBLIC_CONTENT_MAX_AGE_SECONDS})`;

/** The hint for a type that is kept as long as the field holding it: a part of its parent. */
export const INHERITED_CACHE_HINT = '@cacheControl(inheritMaxAge: true)';

interface Hint {
  maxAge?: number;
  scope?: 'PUBLIC' | 'PRIVATE';
  inheritMaxAge?: boolean;
}

export interface CachePolicy {
  maxAge: number;
  scope: 'PUBLIC' | 'PRIVATE';
}

function hintOf(node: { astNode?: ASTNode | null | undefined }): Hint | undefined {
  const astNode = node.astNode;
  if (!astNode || !('directives' in astNode)) return undefined;
  const directive = astNode.directives?.find((d) => d.name.value === cacheControlDirective.name);
  if (!directive) return undefined;
  return Object.fromEntries(
    (directive.arguments ?? []).map((arg) => [arg.name.value, valueFromASTUntyped(arg.value)]),
  );
}

/**
 * The policy of an operation from the hints in the schema, with Apollo's rules for static
 * hints: a field's own hint wins, else its type's; a root field or a field of an object type
 * without either may not be kept at all (max age 0), unless it inherits its parent's; other
 * fields follow their parent. The shortest max age and the narrowest scope apply.
 *
 * Apollo's cache control plugin works this out while resolving every field of every request;
 * here it depends on the document alone, so it is worked out once per document.
 */
export function cachePolicyOf(schema: GraphQLSchema, document: DocumentNode): CachePolicy {
  const policy: CachePolicy = { maxAge: Number.POSITIVE_INFINITY, scope: 'PUBLIC' };
  const restrict = ({ maxAge, scope }: Hint) => {
    if (maxAge !== undefined) policy.maxAge = Math.min(policy.maxAge, maxAge);
    if (scope === 'PRIVATE') policy.scope = 'PRIVATE';
  };
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const field = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        if (!field || !parent) {
          // An unknown field fails validation; __typename and introspection keep nothing.
          return;
        }
        const isRoot = parent === schema.getQueryType() || parent === schema.getMutationType();
        const returned: GraphQLNamedType = getNamedType(field.type);
        const hint = hintOf(field) ?? (isCompositeType(returned) ? hintOf(returned) : undefined);
        if (hint) restrict(hint.inheritMaxAge ? { scope: hint.scope } : hint);
        else if (isRoot || isCompositeType(returned)) restrict({ maxAge: 0 });
      },
    }),
  );
  if (!Number.isFinite(policy.maxAge)) policy.maxAge = 0;
  return policy;
}

/** Requests whose answer must stay private whatever their document says (see below). */
const privateAnswers = new WeakSet<object>();

/**
 * Keeps this request's answer `private, no-store` even when every field it asked for is public
 * content: a draft opened through its preview link has the same document as a live post.
 */
export function keepAnswerPrivate(context: object): void {
  privateAnswers.add(context);
}

/**
 * `Cache-Control: public, max-age=N` on a GET whose every field is public content, so browsers
 * and a CDN may keep it (clients send public queries by hash, making the address short and
 * stable). Anything else keeps the `private, no-store` every GraphQL answer starts with
 * (app.ts): POSTs, errors, and any request that carries a session, whatever it asked.
 */
export function publicReadCaching(
  schema: GraphQLSchema,
  maxSeconds: number,
): ApolloServerPlugin<GraphqlContext> {
  const policies = new WeakMap<DocumentNode, CachePolicy>();
  const policyFor = (document: DocumentNode) => {
    let policy = policies.get(document);
    if (!policy) {
      policy = cachePolicyOf(schema, document);
      policies.set(document, policy);
    }
    return policy;
  };
  return {
    requestDidStart: ({ request }) => {
      if (request.http?.method !== 'GET' || maxSeconds <= 0) return Promise.resolve();
      return Promise.resolve({
        willSendResponse: ({ response, document, contextValue }) => {
          const body = response.body;
          const failed = body.kind !== 'single' || Boolean(body.singleResult.errors?.length);
          const keepPrivate = contextValue.sentCredentials || privateAnswers.has(contextValue);
          if (!document || failed || keepPrivate) return Promise.resolve();
          const policy = policyFor(document);
          const seconds = Math.min(policy.maxAge, maxSeconds);
          if (policy.scope === 'PUBLIC' && seconds > 0) {
            response.http.headers.set('cache-control', `public, max-age=${seconds}`);
          }
          return Promise.resolve();
        },
      });
    },
  };
}
