import { UTM_FIELDS, type Attribution, type Touch } from '../../../common/attribution';

/**
 * Where the visitor came from (common/attribution.ts), kept in this site's own storage (no
 * cookie, nothing sent to anyone else) for the forms to send. The first touch stays in
 * localStorage from the first visit on; the last touch is this tab session's latest arrival,
 * in sessionStorage. Every page loads this module: it stays a few lines, without a library,
 * and leaves cutting values to size to the server.
 */
const FIRST_TOUCH_KEY = 'site.firstTouch';
const LAST_TOUCH_KEY = 'site.lastTouch';

type VisitLocation = Pick<Location, 'pathname' | 'search' | 'origin'>;

/**
 * Records this page load as a touch when it is an arrival: the session's first page, or any
 * page opened from a campaign link (utm parameters). A later page of the session, or a return
 * from the payment provider, changes nothing.
 */
export function recordVisit(
  location: VisitLocation = window.location,
  referrer: string = document.referrer,
): void {
  try {
    const params = new URLSearchParams(location.search);
    const touch: Touch = { landingPage: location.pathname + location.search };
    let campaign = false;
    for (const [param, field] of Object.entries(UTM_FIELDS)) {
      const value = params.get(param);
      if (value) touch[field] = value;
      campaign ||= Boolean(value);
    }
    // A page of this site is no referrer: only another site (or app) brought the visitor.
    if (referrer && !referrer.startsWith(`${location.origin}/`)) touch.referrer = referrer;
    if (!campaign && sessionStorage.getItem(LAST_TOUCH_KEY)) return;
    const saved = JSON.stringify(touch);
    sessionStorage.setItem(LAST_TOUCH_KEY, saved);
    if (!localStorage.getItem(FIRST_TOUCH_KEY)) localStorage.setItem(FIRST_TOUCH_KEY, saved);
  } catch {
    // Storage refused (a privacy setting): the visit goes unrecorded, the page works as ever.
  }
}

/**
 * The touches recorded in this browser, for a form to send with what the visitor typed; null
 * when there are none.
 */
export function visitAttribution(): Attribution | null {
  try {
    const firstTouch = readTouch(localStorage.getItem(FIRST_TOUCH_KEY));
    const lastTouch = readTouch(sessionStorage.getItem(LAST_TOUCH_KEY));
    return firstTouch || lastTouch ? { firstTouch, lastTouch } : null;
  } catch {
    return null;
  }
}

function readTouch(saved: string | null): Touch | null {
  if (!saved) return null;
  const touch: unknown = JSON.parse(saved);
  return touch && typeof touch === 'object' ? touch : null;
}
