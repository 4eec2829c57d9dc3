/** What a GraphQL client receives: data and/or errors, with the HTTP status and headers. */
export interface GraphqlAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

export interface GraphqlCaller {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** Sent as the Cookie header, e.g. 'staff_session=...'. */
  cookie?: string | undefined;
  headers?: Record<string, string>;
}

export async function graphqlRequest<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  caller: GraphqlCaller = {},
): Promise<GraphqlAnswer<T>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      ...(caller.cookie ? { cookie: caller.cookie } : {}),
      ...caller.headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<GraphqlAnswer<T>, 'status' | 'headers'>;
  return { status: response.status, headers: response.headers, ...body };
}
