/** The attribution every lead, application and order may carry, as the api parses it. */
import { z } from 'zod';
import { TOUCH_MAX_LENGTHS, type Attribution, type Touch } from './attribution';
import { stripControlsFromLine } from './text';

/** Text cut to its cap, controls removed; empty means absent. Only text is refused. */
function cappedText(field: string, maxLength: number) {
  return z
    .string({ error: `${field} must be text` })
    .nullish()
    .transform(
      (value) =>
        stripControlsFromLine(value ?? '')
          .trim()
          .slice(0, maxLength) || null,
    );
}

const landingPageSchema = cappedText('Landing page', TOUCH_MAX_LENGTHS.landingPage).refine(
  (value) => value === null || value.startsWith('/'),
  'Landing page must be a path on this site, starting with /',
);

export const touchSchema = z
  .object({
    landingPage: landingPageSchema,
    referrer: cappedText('Referrer', TOUCH_MAX_LENGTHS.referrer),
    utmSource: cappedText('utm_source', TOUCH_MAX_LENGTHS.utmSource),
    utmMedium: cappedText('utm_medium', TOUCH_MAX_LENGTHS.utmMedium),
    utmCampaign: cappedText('utm_campaign', TOUCH_MAX_LENGTHS.utmCampaign),
    utmTerm: cappedText('utm_term', TOUCH_MAX_LENGTHS.utmTerm),
    utmContent: cappedText('utm_content', TOUCH_MAX_LENGTHS.utmContent),
  } satisfies Record<keyof Touch, z.ZodType>)
  .nullish()
  .transform((touch): Touch | null => {
    // Only the fields that hold something are kept: a stored touch stays small.
    const kept = Object.entries(touch ?? {}).filter(([, value]) => value !== null);
    return kept.length ? Object.fromEntries(kept) : null;
  });

/** Optional everywhere: clients that send none (older apps, scripts) are still served. */
export const attributionSchema = z
  .object(
    { firstTouch: touchSchema, lastTouch: touchSchema },
    { error: 'Attribution must be an object with firstTouch and lastTouch' },
  )
  .nullish()
  .transform((value): Attribution | null =>
    value && (value.firstTouch || value.lastTouch) ? value : null,
  );
