import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CASE_STUDIES } from '../../site-copy/portfolio';
import { PortfolioExplorer } from './PortfolioExplorer';

const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => card.getAttribute('aria-labelledby'));

describe('PortfolioExplorer', () => {
  it('narrows by category button and by typed text, and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<PortfolioExplorer cases={CASE_STUDIES} />);
    expect(cardTitles()).toHaveLength(3);

    const healthcare = screen.getByRole('button', { name: 'Healthcare' });
    await user.click(healthcare);
    expect(healthcare.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All Cases' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(cardTitles()).toEqual(['case-clinic-appointments-title']);

    await user.type(screen.getByRole('searchbox', { name: 'Search case studies' }), 'loan');
    screen.getByText('No case studies found matching your search.');

    await user.click(screen.getByRole('button', { name: 'All Cases' }));
    expect(cardTitles()).toEqual(['case-lending-onboarding-title']);
  });

  it('View Case Study discloses the details of its own card', async () => {
    const user = userEvent.setup();
    render(<PortfolioExplorer cases={CASE_STUDIES} />);
    const card = screen.getByRole('article', { name: /Online Appointments/ });
    const button = card.querySelector('button');
    if (!button) throw new Error('no View Case Study button');
    expect(button.textContent).toBe('View Case Study');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'What we delivered' })).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(details?.hidden).toBe(false);
    expect(details?.textContent).toContain('WhatsApp reminders');
    expect(screen.getAllByRole('heading', { name: 'What we delivered' })).toHaveLength(1);
  });
});
