import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './Pager';

describe('Pager', () => {
  it('names its list, reads the page and moves one page at a time', async () => {
    const onPage = vi.fn();
    render(<Pager label="Tasks" page={2} pageCount={3} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Tasks pages' });
    expect(nav.textContent).toContain('Page 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('reads Page 1 of 1 for an empty list, with both buttons off', () => {
    render(<Pager label="Tasks" page={1} pageCount={0} onPage={() => undefined} />);
    expect(screen.getByRole('navigation').textContent).toContain('Page 1 of 1');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });

  it('turns both buttons off while a page loads', () => {
    render(<Pager label="Tasks" page={2} pageCount={3} onPage={() => undefined} disabled />);
    for (const name of ['Previous', 'Next'])
      expect(screen.getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(true);
  });
});
