import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { canonicalStringify } from '@apollo/client/utilities';
import { Kind } from 'graphql';

/** Where a query's answer sits in the page state: its operation's name and its variables. */
export function answerKey(query: DocumentNode, variables: OperationVariables = {}): string {
  return `${operationName(query)}:${canonicalStringify(variables)}`;
}

function operationName(query: DocumentNode): string {
  for (const definition of query.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) return definition.name?.value ?? '';
  }
  return '';
}

const waiting = new WeakMap<ApolloClient, Map<string, unknown>>();

/** Keeps the server's answers (apollo-state.ts) for `client` until its components ask. */
export function keepInitialAnswers(client: ApolloClient, answers: Record<string, unknown>): void {
  waiting.set(client, new Map(Object.entries(answers)));
}

/**
 * Before a component first asks `client` for `query`, writes the server's answer to it into the
 * cache, so the component renders at once from it, as the server did, and nothing is fetched.
 * Each answer is written once; a question the server did not answer goes to the network.
 */
export function writeInitialAnswer(
  client: ApolloClient,
  query: DocumentNode,
  variables?: OperationVariables,
): void {
  const answers = waiting.get(client);
  if (!answers?.size) return;
  const key = answerKey(query, variables);
  if (!answers.has(key)) return;
  // Not broadcast: this runs while a component renders, and no other one waits for this answer.
  client.cache.writeQuery({ query, variables, data: answers.get(key), broadcast: false });
  answers.delete(key);
}
