import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useSuspenseQuery } from '@apollo/client/react';
import { isNotFound } from './graphql-errors';

/** What a page learned about the one record its address names. */
export type RecordLookup<TData> =
  { kind: 'found'; data: TData } | { kind: 'missing' } | { kind: 'failed' };

/**
 * One record a server-rendered page's address names (a job, a blog post), read while rendering:
 * the component suspends until the answer is in, so a Suspense boundary above shows Loading.
 *
 * Why suspend rather than render a Loading state: the cache the server hands the browser holds
 * answers, never errors. A page the server rendered as Not Found therefore hydrates with nothing
 * cached; suspending there keeps the server's HTML until the browser has asked again, so the
 * browser renders the same Not Found page instead of a spinner that does not match it.
 */
export function useRecordLookup<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): RecordLookup<TData> {
  const { data, error } = useSuspenseQuery(document, { variables, errorPolicy: 'all' });
  if (error) return isNotFound(error) ? { kind: 'missing' } : { kind: 'failed' };
  return data === undefined ? { kind: 'missing' } : { kind: 'found', data };
}
