import { describe, expect, it } from 'vitest';
import { attributedSource, touchSource } from './attribution';
import { attributionSchema } from './attribution.schemas';

describe('attribution sources', () => {
  it("names a touch by its utm_source, else the referring site's host, else direct", () => {
    expect(touchSource({ utmSource: ' Google ', referrer: 'https://bing.com/' })).toBe('google');
    expect(touchSource({ referrer: 'https://www.Facebook.com/groups/x?y=1' })).toBe('facebook.com');
    expect(touchSource({ referrer: 'android-app://com.google.android.gm/' })).toBe(
      'com.google.android.gm',
    );
    expect(touchSource({ referrer: 'not an address' })).toBe('direct');
    expect(touchSource({ landingPage: '/pricing' })).toBe('direct');
    expect(touchSource(null)).toBe('direct');
  });

  it('counts a record under its last touch, or its first when the last was direct', () => {
    const google = { utmSource: 'google' };
    const newsletter = { utmSource: 'newsletter' };
    expect(attributedSource({ firstTouch: google, lastTouch: newsletter })).toBe('newsletter');
    expect(attributedSource({ firstTouch: google, lastTouch: { landingPage: '/' } })).toBe(
      'google',
    );
    expect(attributedSource({ lastTouch: { landingPage: '/' } })).toBe('direct');
    expect(attributedSource({})).toBeNull();
    expect(attributedSource(null)).toBeNull();
  });
});

describe('attributionSchema', () => {
  it('cuts long values to their caps, strips controls and drops empty fields', () => {
    const parsed = attributionSchema.parse({
      firstTouch: {
        landingPage: `/?q=${'a'.repeat(600)}`,
        utmSource: 'x'.repeat(300),
        utmTerm: 'web\u0000 design\u202e',
        utmMedium: '  ',
      },
      lastTouch: { referrer: '' },
    });
    expect(parsed?.firstTouch?.landingPage).toHaveLength(500);
    expect(parsed?.firstTouch?.utmSource).toHaveLength(100);
    expect(parsed?.firstTouch?.utmTerm).toBe('web design');
    expect(parsed?.firstTouch).not.toHaveProperty('utmMedium');
    expect(parsed?.lastTouch).toBeNull();
  });

  it('reads nothing sent, or only empty touches, as no attribution', () => {
    expect(attributionSchema.parse(undefined)).toBeNull();
    expect(attributionSchema.parse(null)).toBeNull();
    expect(attributionSchema.parse({ firstTouch: {}, lastTouch: null })).toBeNull();
  });

  it('refuses values that are not text, and a landing page that is not a path here', () => {
    const result = attributionSchema.safeParse({
      firstTouch: { utmSource: 42, landingPage: 'https://elsewhere.example/' },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['firstTouch.landingPage', 'Landing page must be a path on this site, starting with /'],
      ['firstTouch.utmSource', 'utm_source must be text'],
    ]);
    expect(attributionSchema.safeParse('google').error?.issues[0]?.message).toBe(
      'Attribution must be an object with firstTouch and lastTouch',
    );
  });
});
