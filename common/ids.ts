import { z } from 'zod';

/**
 * A record's id as GraphQL sends it (text): a positive whole number, or null when empty or
 * absent. Written without z.union, whose code would otherwise join every page's share of zod.
 */
export function optionalId(message: string) {
  return z
    .string({ error: message })
    .nullish()
    .transform((value, context) => {
      if (!value) return null;
      const id = /^\d{1,15}$/.test(value.trim()) ? Number(value) : 0;
      if (id > 0) return id;
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}
