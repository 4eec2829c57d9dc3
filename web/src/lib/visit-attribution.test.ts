import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordVisit, visitAttribution } from './visit-attribution';

const SITE = 'https://site.example';
const at = (pathAndQuery: string) => {
  const url = new URL(pathAndQuery, SITE);
  return { origin: SITE, pathname: url.pathname, search: url.search };
};

/** A new tab: the session's storage is gone, the browser's stays. */
const newTab = () => sessionStorage.clear();

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('visit attribution in the browser', () => {
  it('records nothing before a visit', () => {
    expect(visitAttribution()).toBeNull();
  });

  it("keeps the first visit's touch and the session's latest arrival", () => {
    recordVisit(at('/?utm_source=google&utm_campaign=launch'), 'https://www.google.com/');
    recordVisit(at('/pricing'), `${SITE}/`);
    expect(visitAttribution()).toEqual({
      firstTouch: {
        landingPage: '/?utm_source=google&utm_campaign=launch',
        referrer: 'https://www.google.com/',
        utmSource: 'google',
        utmCampaign: 'launch',
      },
      lastTouch: {
        landingPage: '/?utm_source=google&utm_campaign=launch',
        referrer: 'https://www.google.com/',
        utmSource: 'google',
        utmCampaign: 'launch',
      },
    });

    // A campaign link opened later in the same tab is a new arrival; the first touch stays.
    recordVisit(at('/contact?utm_source=newsletter&utm_medium=email'), '');
    expect(visitAttribution()?.lastTouch).toEqual({
      landingPage: '/contact?utm_source=newsletter&utm_medium=email',
      utmSource: 'newsletter',
      utmMedium: 'email',
    });
    expect(visitAttribution()?.firstTouch?.utmSource).toBe('google');

    // Another day, another tab, typed in: a direct arrival.
    newTab();
    recordVisit(at('/careers'), '');
    expect(visitAttribution()?.lastTouch).toEqual({ landingPage: '/careers' });
    expect(visitAttribution()?.firstTouch?.utmSource).toBe('google');
  });

  it('does not take a return from another site within the session for an arrival', () => {
    recordVisit(at('/pricing?utm_source=facebook'), 'https://m.facebook.com/');
    recordVisit(at('/success?ref=ORD1'), 'https://checkout.example/pay');
    expect(visitAttribution()?.lastTouch?.utmSource).toBe('facebook');
  });

  it('goes without when the browser refuses storage', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded', 'QuotaExceededError');
      },
    };
    vi.stubGlobal('sessionStorage', refusing);
    vi.stubGlobal('localStorage', refusing);
    try {
      expect(() => recordVisit(at('/?utm_source=x'), '')).not.toThrow();
      expect(visitAttribution()).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
