import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

describe('PageCache', () => {
  it('serves a page until its time is up', () => {
    const cache = new PageCache<string>(1000);
    cache.set('/a', 'A', cache.beginRender(), 0);
    expect(cache.get('/a', 999)).toBe('A');
    expect(cache.get('/a', 1000)).toBeUndefined();
  });

  it('drops the oldest page when full, and stores nothing with a zero time-to-live', () => {
    const cache = new PageCache<string>(1000, 2);
    cache.set('/a', 'A', cache.beginRender(), 0);
    cache.set('/b', 'B', cache.beginRender(), 0);
    cache.set('/c', 'C', cache.beginRender(), 0);
    expect(cache.get('/a', 1)).toBeUndefined();
    expect(cache.get('/c', 1)).toBe('C');
    const off = new PageCache<string>(0);
    off.set('/a', 'A', off.beginRender(), 0);
    expect(off.get('/a', 0)).toBeUndefined();
  });

  it('does not keep a page whose render began before the cache was cleared', () => {
    const cache = new PageCache<string>(1000);
    const began = cache.beginRender();
    cache.clear();
    cache.set('/a', 'stale', began, 0);
    expect(cache.get('/a', 1)).toBeUndefined();
    cache.set('/a', 'fresh', cache.beginRender(), 0);
    expect(cache.get('/a', 1)).toBe('fresh');
  });
});
