import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../tests/support/render-page';
import { PricingSection } from './PricingSection';

function cardPrices() {
  return screen
    .getAllByRole('article')
    .map((card) => card.querySelector('.plan-card__price strong')?.textContent);
}

describe('PricingSection', () => {
  it('starts on Monthly with two-decimal prices and no yearly badge', () => {
    renderWithApp(<PricingSection />);
    screen.getByRole('heading', { level: 2, name: 'Choose Your Plan' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Monthly' }).checked).toBe(true);
    expect(cardPrices()).toEqual(['₹800.00', '₹1,200.00', '₹3,000.00']);
    expect(screen.queryByText('10 Months and 2 Months Free')).toBeNull();
    expect(screen.queryByText('Yearly Full Payment Offer')).toBeNull();
  });

  it('switching the cycle updates every price, the badge and the Buy Now addresses', async () => {
    renderWithApp(<PricingSection />);
    await userEvent.click(screen.getByRole('radio', { name: '6 Months' }));
    expect(cardPrices()).toEqual(['₹3,600.00', '₹6,000.00', '₹16,200.00']);
    expect(screen.queryByText('10 Months and 2 Months Free')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(cardPrices()).toEqual(['₹5,000.00', '₹10,000.00', '₹25,000.00']);
    expect(screen.getAllByText('10 Months and 2 Months Free')).toHaveLength(3);
    const business = screen.getByRole('article', { name: 'Business' });
    within(business).getByText('Yearly Full Payment Offer');
    expect(business.textContent).toContain('₹14,400.00');
    expect(business.textContent).toContain('₹4,400.00 (31% off)');
    const buy = within(business).getByRole('link', { name: /Buy Now/ });
    expect(buy.getAttribute('href')).toBe('/payment?plan=business&cycle=yearly');
  });

  it('each card shows what its plan adds, so Business and Enterprise differ', () => {
    renderWithApp(<PricingSection />);
    const features = (name: string) =>
      within(screen.getByRole('article', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    const business = screen.getByRole('article', { name: 'Business' });
    const enterprise = screen.getByRole('article', { name: 'Enterprise' });
    within(business).getByText('Everything in Basic, plus:');
    within(enterprise).getByText('Everything in Business, plus:');
    expect(features('Business')).toEqual([
      '✓Chatbot builder and auto-replies',
      '✓Automated follow-ups and reminders',
      '✓CRM, e-commerce and Google Sheets integrations',
    ]);
    expect(features('Enterprise')).toEqual([
      '✓Team roles, task assignment and reports',
      '✓API access, webhooks and a dedicated account manager',
    ]);
    expect(features('Basic')).toContain('✓Unlimited messages per month');
  });

  it('Preview shows the plan’s features and its four prices in a dialog', async () => {
    renderWithApp(<PricingSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview: Enterprise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enterprise Plan' });
    within(dialog).getByText('Unlimited messages per month');
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Monthly₹3,000.00',
      '3 Months₹8,400.00',
      '6 Months₹16,200.00',
      'Yearly₹25,000.00',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Preview: Enterprise' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
