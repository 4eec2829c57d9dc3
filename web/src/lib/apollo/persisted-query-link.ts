import { ApolloLink } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { from, mergeMap, of } from 'rxjs';

const NOT_FOUND = 'PERSISTED_QUERY_NOT_FOUND';

/**
 * Automatic persisted queries sent with GET: a query goes as the hash of its text alone, and a
 * server that answers PERSISTED_QUERY_NOT_FOUND gets the text posted once with its hash. This is
 * the part of Apollo's PersistedQueryLink the site uses (ours always knows persisted queries),
 * in a third of its code: every page with data loads it.
 */
export function persistedQueryLink(sha256: (text: string) => Promise<string>): ApolloLink {
  // Not kept per document: Web Crypto hashes a query's text in microseconds.
  return new ApolloLink((operation, forward) =>
    from(sha256(print(operation.query))).pipe(
      mergeMap((sha256Hash) => {
        operation.extensions.persistedQuery = { version: 1, sha256Hash };
        sendAs(operation, { method: 'GET', includeQuery: false });
        return forward(operation).pipe(
          mergeMap((result) => {
            const unknown = result.errors?.some(
              (error) => error.extensions?.['code'] === NOT_FOUND,
            );
            if (!unknown) return of(result);
            sendAs(operation, { method: 'POST', includeQuery: true });
            return forward(operation);
          }),
        );
      }),
    ),
  );
}

/**
 * How HttpLink sends this operation: the method, and whether the text goes with the hash (the
 * extensions always go). Nothing else of the site sets these options for a query.
 */
function sendAs(
  operation: ApolloLink.Operation,
  { method, includeQuery }: { method: 'GET' | 'POST'; includeQuery: boolean },
): void {
  operation.setContext({ http: { includeQuery }, fetchOptions: { method } });
}
