import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TabSet, type Tab } from './TabSet';

const TABS: Tab[] = ['Alpha', 'Beta', 'Gamma'].map((label) => ({
  id: label.toLowerCase(),
  label,
  content: <p>{`${label} panel`}</p>,
}));

const selected = () =>
  screen
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent);

describe('TabSet', () => {
  it('shows the selected panel, labelled by its tab, and reaches only that tab by Tab', async () => {
    render(<TabSet label="Greek" tabs={TABS} defaultTab="beta" />);
    expect(screen.getByRole('tablist', { name: 'Greek' })).toBeTruthy();
    expect(selected()).toEqual(['Beta']);
    expect(screen.getByRole('tabpanel', { name: 'Beta' }).textContent).toBe('Beta panel');
    expect(screen.queryByText('Alpha panel')).toBeNull();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Beta');
  });

  it('selects with the arrow keys round the ends, Home, End and a click', async () => {
    render(<TabSet label="Greek" tabs={TABS} />);
    screen.getByRole('tab', { name: 'Alpha' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(selected()).toEqual(['Gamma']);
    expect(document.activeElement?.textContent).toBe('Gamma');
    await userEvent.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['Alpha']);
    await userEvent.keyboard('{End}');
    expect(selected()).toEqual(['Gamma']);
    await userEvent.keyboard('{Home}');
    expect(selected()).toEqual(['Alpha']);
    await userEvent.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Beta panel');
  });
});
