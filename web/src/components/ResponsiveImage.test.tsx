import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './ResponsiveImage';

const photo = {
  src: '/media/7-960.jpg',
  width: 4000,
  height: 3000,
  srcset: '/media/7-320.jpg 320w, /media/7-960.jpg 960w',
  sources: [{ type: 'image/webp', srcset: '/media/7-320.webp 320w, /media/7-960.webp 960w' }],
};
const SIZES = '(max-width: 600px) 100vw, 374px';

function renderImage(props: Partial<Parameters<typeof ResponsiveImage>[0]> = {}) {
  const { container } = render(
    <ResponsiveImage
      image={photo}
      placeholder="/images/blog/placeholder.svg"
      sizes={SIZES}
      fallbackSize={{ width: 800, height: 480 }}
      alt="The new office"
      {...props}
    />,
  );
  const img = container.querySelector('img');
  if (!img) throw new Error('no <img> rendered');
  return { container, img, attribute: (name: string) => img.getAttribute(name) };
}

describe('ResponsiveImage', () => {
  it('offers WebP copies first and sized JPEG fallbacks, and waits until it nears the screen', () => {
    const { container, attribute } = renderImage();
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toBe(photo.sources[0]?.srcset);
    expect(source?.getAttribute('sizes')).toBe(SIZES);
    expect(container.querySelector('picture > img')).not.toBeNull();
    expect({
      src: attribute('src'),
      srcset: attribute('srcset'),
      sizes: attribute('sizes'),
      width: attribute('width'),
      height: attribute('height'),
      alt: attribute('alt'),
      loading: attribute('loading'),
      decoding: attribute('decoding'),
      fetchpriority: attribute('fetchpriority'),
    }).toEqual({
      src: '/media/7-960.jpg',
      srcset: photo.srcset,
      sizes: SIZES,
      width: '4000',
      height: '3000',
      alt: 'The new office',
      loading: 'lazy',
      decoding: 'async',
      fetchpriority: null,
    });
  });

  it('loads the page’s main image at once and ahead of the others', () => {
    const { attribute } = renderImage({ priority: true });
    expect(attribute('loading')).toBe('eager');
    expect(attribute('fetchpriority')).toBe('high');
  });

  it('preloads, at high priority, an image that is in the first screen only on wider screens', () => {
    const { attribute } = renderImage({ priorityMedia: '(min-width: 901px)' });
    expect(attribute('loading')).toBe('lazy');
    const link = document.head.querySelector('link[rel="preload"][media="(min-width: 901px)"]');
    expect({
      as: link?.getAttribute('as'),
      type: link?.getAttribute('type'),
      imagesrcset: link?.getAttribute('imagesrcset'),
      imagesizes: link?.getAttribute('imagesizes'),
      fetchpriority: link?.getAttribute('fetchpriority'),
    }).toEqual({
      as: 'image',
      type: 'image/webp',
      imagesrcset: photo.sources[0]?.srcset,
      imagesizes: SIZES,
      fetchpriority: 'high',
    });
  });

  it('shows the placeholder at the size to reserve when there is no image', () => {
    const { container, attribute } = renderImage({ image: null });
    expect(container.querySelector('picture')).toBeNull();
    expect(attribute('src')).toBe('/images/blog/placeholder.svg');
    expect([attribute('width'), attribute('height')]).toEqual(['800', '480']);
    expect(attribute('srcset')).toBeNull();
    expect(attribute('sizes')).toBeNull();
  });

  it('shows a single site image as a plain sized <img>', () => {
    const drawing = { src: '/images/blog/crm.svg', width: null, height: null, srcset: null };
    const { container, attribute } = renderImage({ image: { ...drawing, sources: [] } });
    expect(container.querySelector('picture')).toBeNull();
    expect(attribute('src')).toBe('/images/blog/crm.svg');
    expect([attribute('width'), attribute('height')]).toEqual(['800', '480']);
  });
});
