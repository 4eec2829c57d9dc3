import { NetworkStatus, type DocumentNode, type OperationVariables } from '@apollo/client';
import { useApolloClient, useQuery as useApolloQuery } from '@apollo/client/react';
import type { useQuery as ApolloUseQuery } from '@apollo/client/react';
import { createContext, use } from 'react';
import { answerKey, writeInitialAnswer } from './apollo/initial-answers';

/**
 * The answers to a page's declared queries (page-data.ts), which the server ran before
 * rendering it; the page carries them as they are, for the browser to start from.
 */
export class LoadedAnswers {
  private readonly answers = new Map<string, unknown>();

  add(query: DocumentNode, variables: OperationVariables, data: unknown): void {
    this.answers.set(answerKey(query, variables), data);
  }

  get(query: DocumentNode, variables: OperationVariables = {}): unknown {
    return this.answers.get(answerKey(query, variables));
  }

  /** For the page state (apollo-state.ts), by answerKey. */
  toJSON(): Record<string, unknown> {
    return Object.fromEntries(this.answers);
  }
}

/** Set while the server renders a page whose declared queries were all answered. */
export const PageAnswers = createContext<LoadedAnswers | null>(null);

/** The options of a generated query hook: Apollo's. */
export type QueryOptions<TData, TVariables extends OperationVariables> = ApolloUseQuery.Options<
  TData,
  TVariables
>;

interface AnswerOptions {
  variables?: OperationVariables;
  skip?: boolean;
}

function notWhileServerRendering(): never {
  throw new Error('Not available while the server renders a page');
}

/** The answer the server already has (else the cache's), shaped as useQuery's result. */
function useLoadedAnswer(query: DocumentNode, options: AnswerOptions = {}) {
  const client = useApolloClient();
  const answers = use(PageAnswers);
  const { variables, skip } = options;
  const data = skip
    ? null
    : (answers?.get(query, variables) ?? client.readQuery({ query, variables }));
  return {
    data: data ?? undefined,
    dataState: data ? 'complete' : 'empty',
    loading: false,
    networkStatus: NetworkStatus.ready,
    error: undefined,
    client,
    variables: variables ?? {},
    previousData: undefined,
    refetch: notWhileServerRendering,
    fetchMore: notWhileServerRendering,
    updateQuery: notWhileServerRendering,
    startPolling: notWhileServerRendering,
    stopPolling: notWhileServerRendering,
    subscribeToMore: notWhileServerRendering,
  };
}

/** Apollo's useQuery, which finds the server's answer in the cache the first time it asks. */
function useApolloAnswer(query: DocumentNode, options?: AnswerOptions): unknown {
  const client = useApolloClient();
  if (!options?.skip) writeInitialAnswer(client, query, options?.variables);
  return (useApolloQuery as (query: DocumentNode, options?: AnswerOptions) => unknown)(
    query,
    options,
  );
}

function useQueryAnswer(query: DocumentNode, options?: AnswerOptions): unknown {
  // The same for every component of a page, so each keeps calling the same hooks. Only a
  // server render has answers: the browser's build leaves the other branch out.
  const answer = import.meta.env.SSR && use(PageAnswers) ? useLoadedAnswer : useApolloAnswer;
  return answer(query, options);
}

/**
 * Apollo Client's useQuery, which the generated hooks (graphql/hooks.ts) call. While the server
 * renders a page whose answers it already has, they are used as they are: Apollo's query
 * machinery (an observable query per hook, each document transformed again for every request's
 * own client, a read back from the normalised cache) cost more than running the query did.
 */
export const useQuery = useQueryAnswer as unknown as typeof useApolloQuery;
