import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { ServiceContext } from '../../shared/context';
import { parseId } from '../../shared/id-arg';
import { staffFullName } from '../staff/staff.public';
import type { ApiToken } from './api-token.entity';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service';
import {
  ApiTokenStatusEnum,
  ApiTokenType,
  CreateApiTokenInput,
  CreatedApiTokenType,
  type ApiTokenStatus,
} from './api-tokens.types';

/** Settings > API tokens. Every operation here is for signed-in admins: never for a token. */
@Resolver(() => ApiTokenType)
export class ApiTokensResolver {
  @Authorized(listApiTokens.access)
  @Query(() => [ApiTokenType], { description: 'Every API token, live ones first' })
  apiTokens(@Ctx() ctx: ServiceContext): Promise<ApiToken[]> {
    return listApiTokens(ctx);
  }

  @Authorized(createApiToken.access)
  @Mutation(() => CreatedApiTokenType, {
    description: 'Creates a token; the answer is the only place its secret ever appears',
  })
  async createApiToken(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => CreateApiTokenInput, { description: 'Name, scopes and lifetime' })
    input: CreateApiTokenInput,
  ): Promise<{ token: string; apiToken: ApiToken }> {
    const { token, record } = await createApiToken(ctx, input);
    return { token, apiToken: record };
  }

  @Authorized(revokeApiToken.access)
  @Mutation(() => ApiTokenType, { description: 'Revokes a token: its next request gets 401' })
  revokeApiToken(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: 'The token to revoke' }) id: string,
  ): Promise<ApiToken> {
    return revokeApiToken(ctx, parseId(id));
  }

  @FieldResolver(() => ApiTokenStatusEnum, { description: 'Whether it answers requests now' })
  status(@Root() token: ApiToken): ApiTokenStatus {
    if (token.revokedAt) return 'REVOKED';
    if (token.expiresAt && token.expiresAt.getTime() <= Date.now()) return 'EXPIRED';
    return 'ACTIVE';
  }

  @FieldResolver(() => String, { description: 'Who created it; the token acts for them' })
  createdByName(@Root() token: ApiToken): string {
    return staffFullName(token.createdBy);
  }
}
