import { p } from '@mikro-orm/core';
import { attributedSource, SOURCE_MAX_LENGTH, type Attribution } from '../../../common/attribution';

/**
 * The columns every record a visitor sends (lead, application, order) keeps about where the
 * visitor came from: the touches as sent (common/attribution.ts), and the source they are
 * counted under, indexed for the filters and charts. Both null when the client sent none.
 */
export const attributionProperties = () => ({
  attribution: p.json<Attribution>().nullable(),
  source: p.string().length(SOURCE_MAX_LENGTH).nullable().index(),
});

/** The values of those columns for a parsed attribution. */
export function attributionColumns(attribution: Attribution | null | undefined): {
  attribution: Attribution | null;
  source: string | null;
} {
  return { attribution: attribution ?? null, source: attributedSource(attribution) };
}
