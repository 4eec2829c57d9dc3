import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageCountOf, pageOffset, usePaging } from './use-paging';

describe('pageOffset and pageCountOf', () => {
  it('turn page numbers into offsets and totals into page counts', () => {
    expect([1, 2, 3].map((page) => pageOffset(page, 20))).toEqual([0, 20, 40]);
    expect([0, 1, 20, 21].map((total) => pageCountOf(total, 20))).toEqual([1, 1, 1, 2]);
  });
});

describe('usePaging', () => {
  it('starts at page 1 and gives the offset/limit of the page chosen', () => {
    const { result } = renderHook(() => usePaging(10));
    expect(result.current.page).toBe(1);
    expect(result.current.variables).toEqual({ offset: 0, limit: 10 });
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    expect(result.current.variables).toEqual({ offset: 20, limit: 10 });
    expect(result.current.pageCount(31)).toBe(4);
  });

  it('goes back to page 1 when the reset key (the filters) changes', () => {
    const { result, rerender } = renderHook(({ filters }) => usePaging(10, filters), {
      initialProps: { filters: 'status=SENT' },
    });
    act(() => result.current.setPage(2));
    rerender({ filters: 'status=DEAD' });
    expect(result.current.page).toBe(1);
    expect(result.current.variables.offset).toBe(0);
    act(() => result.current.setPage(2));
    expect(result.current.page).toBe(2);
  });
});
