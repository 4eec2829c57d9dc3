import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { createApiTokenSchema } from '../../../../common/api-tokens';
import type { GraphQLInputOf } from '../../shared/graphql-input';

export const API_TOKEN_STATUSES = ['ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export type ApiTokenStatus = (typeof API_TOKEN_STATUSES)[number];

export const ApiTokenStatusEnum = Object.fromEntries(API_TOKEN_STATUSES.map((s) => [s, s])) as {
  [S in ApiTokenStatus]: S;
};
registerEnumType(ApiTokenStatusEnum, {
  name: 'ApiTokenStatus',
  description: 'ACTIVE answers requests; EXPIRED and REVOKED get 401',
});

@ObjectType('ApiToken', {
  description: 'A token for integrations; the secret itself is never shown again',
})
export class ApiTokenType {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: "The token's first characters, to tell tokens apart" })
  displayPrefix!: string;

  @Field(() => [String], { description: "Scopes such as 'leads:read' (common/api-scopes.ts)" })
  scopes!: string[];

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'Null: never expires' })
  expiresAt!: Date | null;

  @Field(() => Date, { nullable: true })
  revokedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Last request, to the minute' })
  lastUsedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Address of the last request' })
  lastUsedIp!: string | null;
}

@ObjectType('CreatedApiToken')
export class CreatedApiTokenType {
  @Field(() => String, {
    description: 'The token for `Authorization: Bearer`; shown only in this answer',
  })
  token!: string;

  @Field(() => ApiTokenType)
  apiToken!: ApiTokenType;
}

@InputType()
export class CreateApiTokenInput implements GraphQLInputOf<typeof createApiTokenSchema> {
  @Field(() => String)
  name!: string;

  @Field(() => [String], { description: "Scopes such as 'leads:read' or 'leads:write'" })
  scopes!: string[];

  @Field(() => Int, { nullable: true, description: 'Days until it expires; null: never' })
  expiresInDays?: number | null;
}
