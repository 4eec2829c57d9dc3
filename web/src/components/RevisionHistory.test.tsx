import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RevisionHistory, type RevisionEntry } from './RevisionHistory';

const revision = (
  id: string,
  title: string,
  description: string,
  action: string,
): RevisionEntry => ({
  id,
  action,
  authorName: 'Asha Admin',
  createdAt: '2026-11-25T07:15:00.000Z',
  restoredFrom: null,
  fields: [
    { name: 'title', value: title },
    { name: 'description', value: description },
    { name: 'category', value: 'SEO_BENEFITS' },
  ],
});

/** Newest first, as the API lists them. */
const REVISIONS = [
  revision('3', 'Launch week notes', 'We ship on Monday.', 'edited'),
  revision('2', 'Launch notes', 'We ship on Friday.', 'edited'),
  revision('1', 'Launch notes', 'We ship on Friday.', 'created'),
];
const LABELS = { title: 'Title', description: 'Description', category: 'Category' };

describe('RevisionHistory', () => {
  it('compares the two newest revisions side by side, marking removed and added words', () => {
    render(
      <RevisionHistory
        revisions={REVISIONS}
        labels={LABELS}
        onRestore={vi.fn()}
        restoring={false}
      />,
    );
    const comparison = screen.getByRole('region', { name: 'Revision #2 beside revision #3' });
    expect(within(comparison).getByText('2 of 3 fields changed')).toBeTruthy();
    expect([...comparison.querySelectorAll('del')].map((node) => node.textContent)).toEqual([
      'Friday',
    ]);
    expect([...comparison.querySelectorAll('ins')].map((node) => node.textContent)).toEqual([
      'week ',
      'Monday',
    ]);
    expect(within(comparison).queryByRole('heading', { name: 'Category' })).toBeNull();
  });

  it('compares any two, and restores an older one', async () => {
    const onRestore = vi.fn();
    render(
      <RevisionHistory
        revisions={REVISIONS}
        labels={LABELS}
        onRestore={onRestore}
        restoring={false}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('with'), '2');
    await userEvent.selectOptions(screen.getByLabelText('Compare'), '1');
    expect(screen.getByText('No field changed between these revisions')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Show unchanged fields'));
    expect(screen.getByRole('heading', { name: 'Category' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore #3' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Restore #1' }));
    expect(onRestore).toHaveBeenCalledWith(REVISIONS[2], 1);
  });
});
