import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useSuspenseQuery } from '@apollo/client/react';
import { use } from 'react';
import { writeInitialAnswer } from './apollo/initial-answers';
import { isNotFound } from './graphql-errors';
import { PageAnswers } from './query-hook';

/** What a page learned about the one record its address names. */
export type RecordLookup<TData> =
  { kind: 'found'; data: TData } | { kind: 'missing' } | { kind: 'failed' };

type Lookup = <TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => RecordLookup<TData>;

/**
 * One record a server-rendered page's address names (a job, a blog post), read while rendering:
 * the component suspends until the answer is in, so a Suspense boundary above shows Loading.
 *
 * Why suspend rather than render a Loading state: the state the server hands the browser holds
 * answers, never errors. A page the server rendered as Not Found therefore hydrates with nothing
 * to start from; suspending there keeps the server's HTML until the browser has asked again, so
 * the browser renders the same Not Found page instead of a spinner that does not match it.
 */
export const useRecordLookup: Lookup = (document, variables) => {
  // The same for every render of a page: only a server render has answers, and the browser's
  // build leaves that branch out.
  const lookup = import.meta.env.SSR && use(PageAnswers) ? useLoadedRecord : useSuspendingRecord;
  return lookup(document, variables);
};

/** While the server renders a page whose declared queries it has answered: that answer. */
function useLoadedRecord<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): RecordLookup<TData> {
  const data = use(PageAnswers)?.get(document, variables) as TData | undefined;
  return data === undefined ? { kind: 'missing' } : { kind: 'found', data };
}

const useSuspendingRecord: Lookup = (document, variables) => {
  // The server's answer, when the page came with it, goes into the cache first: no request.
  writeInitialAnswer(useApolloClient(), document, variables);
  const { data, error } = useSuspenseQuery(document, { variables, errorPolicy: 'all' });
  if (error) return isNotFound(error) ? { kind: 'missing' } : { kind: 'failed' };
  return data === undefined ? { kind: 'missing' } : { kind: 'found', data };
};
