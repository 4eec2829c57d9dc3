import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../tests/support/render-page';
import PaymentPage from './PaymentPage';

describe('PaymentPage', () => {
  it('writes the amount the same way in the order summary and on the pay button', async () => {
    renderWithApp(<PaymentPage />, { path: '/payment?plan=enterprise&cycle=yearly' });
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const amount = within(summary).getByText('Amount').nextElementSibling?.textContent;
    expect(amount).toBe('₹25,000.00');
    await screen.findByRole('button', { name: `Proceed to Pay ${amount}` });
  });
});
