/**
 * Attribution: where a visitor came from, kept with every lead, application and order so that
 * marketing can tell which campaigns and referrers work. The browser records two touches: the
 * first (the visitor's first visit from this browser) and the last (the latest arrival from a
 * campaign link or another site). This file holds the names and rules both sides share and
 * imports nothing, so the tiny recorder in every public page can use it; the input schema is in
 * attribution.schemas.ts.
 */

/** The campaign parameters read from a landing address, as the URL names them. */
export const UTM_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** One arrival at the site: its landing page, the referring page and the campaign parameters. */
export interface Touch {
  landingPage?: string | null | undefined;
  referrer?: string | null | undefined;
  utmSource?: string | null | undefined;
  utmMedium?: string | null | undefined;
  utmCampaign?: string | null | undefined;
  utmTerm?: string | null | undefined;
  utmContent?: string | null | undefined;
}

export interface Attribution {
  firstTouch?: Touch | null | undefined;
  lastTouch?: Touch | null | undefined;
}

/** The Touch field each URL parameter fills. */
export const UTM_FIELDS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const satisfies Record<(typeof UTM_PARAMETERS)[number], keyof Touch>;

/** Longest values kept: longer ones are cut, never refused (a lead is never lost to a long link). */
export const TOUCH_MAX_LENGTHS = {
  landingPage: 500,
  referrer: 500,
  utmSource: 100,
  utmMedium: 100,
  utmCampaign: 150,
  utmTerm: 150,
  utmContent: 150,
} as const satisfies Record<keyof Touch, number>;

export const SOURCE_MAX_LENGTH = 100;
/** A visit with neither a campaign source nor another site before it (typed, bookmarked). */
export const DIRECT_SOURCE = 'direct';

/** A touch's source: its utm_source, else the referring site's host, else direct. */
export function touchSource(touch: Touch | null | undefined): string {
  const named = touch?.utmSource?.trim().toLowerCase();
  if (named) return named.slice(0, SOURCE_MAX_LENGTH);
  return referrerHost(touch?.referrer) ?? DIRECT_SOURCE;
}

/**
 * The source a record is counted under: the last touch's, unless that visit was direct and the
 * first was not (the latest campaign or site that brought the visitor, as analytics tools
 * count it). Null when the client sent no attribution at all.
 */
export function attributedSource(attribution: Attribution | null | undefined): string | null {
  const { firstTouch, lastTouch } = attribution ?? {};
  if (!firstTouch && !lastTouch) return null;
  const last = touchSource(lastTouch);
  return last === DIRECT_SOURCE ? touchSource(firstTouch) : last;
}

/** 'https://www.google.com/search?q=x' -> 'google.com'; android-app://com.x/ -> 'com.x'. */
function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
    return host ? host.slice(0, SOURCE_MAX_LENGTH) : null;
  } catch {
    return null;
  }
}
