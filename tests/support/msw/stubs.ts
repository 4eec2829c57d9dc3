import { HttpResponse } from 'msw';

/**
 * A fixed answer for the requests whose variables include `when`. Handlers pick answers this
 * way instead of filtering like the server: the server's filtering is tested against the server.
 */
export interface Stub<Variables, Answer> {
  when: Partial<Variables>;
  answer: Answer;
}

const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** The answer of the first stub whose `when` the variables match (null and absent alike). */
export function answerFor<Variables extends object, Answer>(
  variables: Variables,
  stubs: readonly Stub<Variables, Answer>[],
  otherwise: Answer,
): Answer {
  const matches = (when: Partial<Variables>) =>
    Object.entries(when).every(([key, value]) =>
      sameValue((variables as Record<string, unknown>)[key], value),
    );
  return stubs.find((stub) => matches(stub.when))?.answer ?? otherwise;
}

interface ErrorDetails {
  /** The error's `extensions.code`; per-field messages default it to BAD_USER_INPUT. */
  code?: string;
  fields?: Record<string, string>;
}

/** A GraphQL error answer, as the server sends a refusal (optionally with a code and per-field messages). */
export function graphqlError(
  message: string,
  { fields, code = fields && 'BAD_USER_INPUT' }: ErrorDetails = {},
) {
  const extensions = { ...(code ? { code } : {}), ...(fields ? { fields } : {}) };
  const error = code || fields ? { message, extensions } : { message };
  // Typed as a GraphQL body so it fits every typed handler, whatever its query's data.
  return HttpResponse.json<{ data?: null; errors: (typeof error)[] }>({ errors: [error] });
}

/** The server failing outright (HTTP 500, no GraphQL body), as when it is down. */
export const serverFailure = () => new HttpResponse<null>(null, { status: 500 });

/**
 * An offset page as the list queries answer it (`__typename` is needed by Apollo's cache);
 * `total` counts the whole list, of which `items` may be one page.
 */
export function pageOf<Typename extends string, Item>(
  typename: Typename,
  items: readonly Item[],
  total = items.length,
) {
  return { __typename: typename, total, items: [...items] };
}

/** A post's or job's SEO fields with nothing overridden, as the API sends them. */
export const NO_SEO_OVERRIDES = {
  __typename: 'Seo' as const,
  metaTitle: null,
  metaDescription: null,
  canonicalUrl: null,
  socialImage: null,
};
