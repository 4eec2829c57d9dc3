import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../../../common/site';
import { renderWithApp } from '../../../../tests/support/render-page';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  it('lists the quick links, contact details, social profiles and this year', () => {
    renderWithApp(<SiteFooter />);
    const quick = within(screen.getByRole('region', { name: 'Quick Links' }));
    expect(quick.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/about/aboutus',
      '/blog/education',
      '/contact',
      '/careers',
      '/termsandconditions',
      '/policy',
    ]);
    expect(screen.getByRole('link', { name: SITE.email }).getAttribute('href')).toBe(
      `mailto:${SITE.email}`,
    );
    expect(screen.getByRole('link', { name: SITE.phone }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    const linkedin = screen.getByRole('link', { name: `${SITE.name} on LinkedIn` });
    expect(linkedin.getAttribute('href')).toBe(SITE.social.linkedin);
    screen.getByText(new RegExp(`© ${new Date().getFullYear()} `));
  });

  it('Return & Refund Policy opens the no-refund popup, and Escape closes it', async () => {
    renderWithApp(<SiteFooter />);
    await userEvent.click(screen.getByRole('button', { name: 'Return & Refund Policy' }));
    const popup = await screen.findByRole('dialog', { name: 'Return & Refund Policy' });
    expect(popup.textContent).toContain(
      'We do not offer any refund for our service. All sales are final.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
