import { ApolloLink } from '@apollo/client';
import { tap } from 'rxjs';
import { SERVICE_UNAVAILABLE_CODE } from '../shared/errors';

/**
 * What failed on the server while one page was rendered. A page whose data could not be read
 * renders its error state; it must be answered 5xx and never cached, or the cache would keep
 * serving that error after the database is back. Errors that describe the request (a missing
 * record's NOT_FOUND, bad input) are not failures: the page answers those itself.
 */
export class RenderFailures {
  private failed = false;
  private databaseUnavailable = false;

  /** Goes in front of the shared server link for one render, and sees its formatted answers. */
  readonly link = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next: (result) => {
          for (const error of result.errors ?? []) this.note(error.extensions?.['code']);
        },
        error: () => this.note('INTERNAL_SERVER_ERROR'),
      }),
    ),
  );

  /** 503 when the database was unreachable, 500 for any other server failure, else undefined. */
  get status(): 503 | 500 | undefined {
    if (this.databaseUnavailable) return 503;
    return this.failed ? 500 : undefined;
  }

  private note(code: unknown): void {
    if (code === SERVICE_UNAVAILABLE_CODE) this.databaseUnavailable = true;
    if (code === 'INTERNAL_SERVER_ERROR') this.failed = true;
  }
}
