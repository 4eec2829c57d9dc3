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
  valuesConfig: {
    ACTIVE: { description: 'Answers requests within its scopes' },
    EXPIRED: { description: 'Past its expiry; requests get 401' },
    REVOKED: { description: 'Revoked by an admin; requests get 401' },
  },
});

@ObjectType('ApiToken', {
  description: 'A token for integrations; the secret itself is never shown again',
})
export class ApiTokenType {
  @Field(() => ID, { description: 'The token record (not the secret)' })
  id!: number;

  @Field(() => String, { description: 'What the token is for, as its creator named it' })
  name!: string;

  @Field(() => String, { description: "The token's first characters, to tell tokens apart" })
  displayPrefix!: string;

  @Field(() => [String], { description: "Scopes such as 'leads:read' (common/api-scopes.ts)" })
  scopes!: string[];

  @Field(() => Date, { description: 'When it was created' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'Null: never expires' })
  expiresAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was revoked; null: not revoked' })
  revokedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Last request, to the minute' })
  lastUsedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Address of the last request' })
  lastUsedIp!: string | null;
}

@ObjectType('CreatedApiToken', { description: 'A new token with its secret, shown once' })
export class CreatedApiTokenType {
  @Field(() => String, {
    description: 'The token for `Authorization: Bearer`; shown only in this answer',
  })
  token!: string;

  @Field(() => ApiTokenType, { description: 'The stored token, as lists show it' })
  apiToken!: ApiTokenType;
}

@InputType({ description: 'A new API token: its name, scopes and lifetime' })
export class CreateApiTokenInput implements GraphQLInputOf<typeof createApiTokenSchema> {
  @Field(() => String, { description: 'What the token is for (1-100 characters)' })
  name!: string;

  @Field(() => [String], { description: "Scopes such as 'leads:read' or 'leads:write'" })
  scopes!: string[];

  @Field(() => Int, { nullable: true, description: 'Days until it expires; null: never' })
  expiresInDays?: number | null;
}
