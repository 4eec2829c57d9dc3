/** API tokens as the Settings screen creates them; shared by the api and the back office. */
import { z } from 'zod';
import { API_SCOPES } from './api-scopes';
import { requiredLine } from './text';

/** Every token starts with this, so it is recognisable in logs, code and secret scanners. */
export const API_TOKEN_PREFIX = 'cst_';

/** The expiry choices the Settings screen offers, in days; null: the token never expires. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const API_TOKEN_MAX_DAYS = 366;

/** Requests one token may make per minute, unless API_TOKEN_RATE_LIMIT says otherwise. */
export const API_TOKEN_RATE_LIMIT = 300;
export const API_TOKEN_RATE_WINDOW_MS = 60_000;

export const createApiTokenSchema = z.object({
  name: requiredLine('Name', 100),
  scopes: z
    .array(z.enum(API_SCOPES, { error: 'Unknown scope' }), { error: 'Choose the scopes' })
    .min(1, 'Choose at least one scope')
    .transform((scopes) => [...new Set(scopes)]),
  expiresInDays: z
    .number({ error: 'Expiry must be a number of days' })
    .int('Expiry must be a whole number of days')
    .min(1, 'Expiry must be at least one day')
    .max(API_TOKEN_MAX_DAYS, `Expiry must be at most ${API_TOKEN_MAX_DAYS} days`)
    .nullable()
    .optional(),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenSchema>;
