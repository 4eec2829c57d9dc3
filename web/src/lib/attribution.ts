import {
  TOUCH_MAX_LENGTHS,
  UTM_FIELDS,
  type Attribution,
  type Touch,
} from '../../../common/attribution';

/**
 * Where the visitor came from, kept in this site's own storage (no cookie, nothing sent to
 * anyone else) and sent with every enquiry, application and order (common/attribution.ts).
 * The first touch stays in localStorage from the first visit on; the last touch is this tab's
 * session's arrival, in sessionStorage. Tiny and without a library: every public page loads it.
 */
const FIRST_TOUCH_KEY = 'site.firstTouch';
const LAST_TOUCH_KEY = 'site.lastTouch';

/**
 * Records this page load as a touch when it is an arrival: the session's first page, or any
 * page opened from a campaign link (utm parameters). A later page of the session, or a return
 * from the payment provider, changes nothing.
 */
export function recordVisit(
  location: Pick<Location, 'pathname' | 'search' | 'origin'> = window.location,
  referrer: string = document.referrer,
): void {
  try {
    const touch = touchOf(location, referrer);
    const campaign = Object.values(UTM_FIELDS).some((field) => touch[field]);
    if (!campaign && sessionStorage.getItem(LAST_TOUCH_KEY)) return;
    const saved = JSON.stringify(touch);
    sessionStorage.setItem(LAST_TOUCH_KEY, saved);
    if (!localStorage.getItem(FIRST_TOUCH_KEY)) localStorage.setItem(FIRST_TOUCH_KEY, saved);
  } catch {
    // Storage refused (a privacy setting): the visit goes unrecorded, the page works as ever.
  }
}

/** The touches recorded in this browser, for a form to send; null when there are none. */
export function visitAttribution(): Attribution | null {
  try {
    const firstTouch = readTouch(localStorage.getItem(FIRST_TOUCH_KEY));
    const lastTouch = readTouch(sessionStorage.getItem(LAST_TOUCH_KEY));
    return firstTouch || lastTouch ? { firstTouch, lastTouch } : null;
  } catch {
    return null;
  }
}

function touchOf(location: Pick<Location, 'pathname' | 'search' | 'origin'>, referrer: string) {
  const touch: Touch = {
    landingPage: cut(location.pathname + location.search, TOUCH_MAX_LENGTHS.landingPage),
  };
  const params = new URLSearchParams(location.search);
  for (const [param, field] of Object.entries(UTM_FIELDS)) {
    const value = params.get(param)?.trim();
    if (value) touch[field] = cut(value, TOUCH_MAX_LENGTHS[field]);
  }
  // A page of this site is no referrer: only another site (or app) brought the visitor.
  if (referrer && !referrer.startsWith(`${location.origin}/`)) {
    touch.referrer = cut(referrer, TOUCH_MAX_LENGTHS.referrer);
  }
  return touch;
}

function readTouch(saved: string | null): Touch | null {
  if (!saved) return null;
  const touch: unknown = JSON.parse(saved);
  return touch && typeof touch === 'object' ? touch : null;
}

function cut(value: string, maxLength: number): string {
  return value.slice(0, maxLength);
}
