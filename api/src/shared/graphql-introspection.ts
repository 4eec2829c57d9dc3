import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import type { ServiceContext } from './context';

export const INTROSPECTION_REFUSED_MESSAGE =
  'Schema introspection needs a signed-in staff member or an API token ' +
  '(Authorization: Bearer <token>)';

/**
 * Introspection (`__schema`, `__type`) for every caller when `openToAll`, otherwise only for
 * signed-in staff and API token holders: integrators explore the schema in production
 * (GraphiQL), anonymous visitors do not. `__typename` is always allowed.
 */
export function introspectionForCallers(openToAll: boolean): ApolloServerPlugin<ServiceContext> {
  return {
    requestDidStart: () =>
      Promise.resolve({
        didResolveOperation: ({ document, contextValue }) => {
          if (openToAll || contextValue.viewer || !asksForSchema(document)) {
            return Promise.resolve();
          }
          throw new GraphQLError(INTROSPECTION_REFUSED_MESSAGE, {
            extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
          });
        },
      }),
  };
}

/**
 * Apollo hands over the same parsed document for every request with the same text, so each
 * document is searched once, not on every request.
 */
const schemaQuestions = new WeakMap<DocumentNode, boolean>();

function asksForSchema(document: DocumentNode): boolean {
  let found = schemaQuestions.get(document);
  if (found !== undefined) return found;
  found = false;
  visit(document, {
    Field(node) {
      if (node.name.value !== '__schema' && node.name.value !== '__type') return undefined;
      found = true;
      return BREAK;
    },
  });
  schemaQuestions.set(document, found);
  return found;
}
