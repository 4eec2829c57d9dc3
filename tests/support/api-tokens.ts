import type { ApiScope } from '../../common/api-scopes';
import { graphqlRequest } from './graphql';

export interface NewApiToken {
  id: string;
  token: string;
}

/** Creates an API token as the signed-in admin whose session token is given, over GraphQL. */
export async function createApiToken(
  baseUrl: string,
  adminToken: string,
  input: { name?: string; scopes: readonly ApiScope[]; expiresInDays?: number | null },
): Promise<NewApiToken> {
  const answer = await graphqlRequest<{
    createApiToken: { token: string; apiToken: { id: string } };
  }>(
    baseUrl,
    `mutation Create($input: CreateApiTokenInput!) {
      createApiToken(input: $input) { token apiToken { id } }
    }`,
    { input: { name: input.name ?? `Token ${input.scopes.length} scopes`, ...input } },
    { token: adminToken },
  );
  const created = answer.data?.createApiToken;
  if (!created) throw new Error(`Token not created: ${JSON.stringify(answer.errors)}`);
  return { id: created.apiToken.id, token: created.token };
}
