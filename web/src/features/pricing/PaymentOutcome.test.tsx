import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAYMENT_REFERENCE, servePaymentResult } from '../../../../tests/support/msw/billing';
import { renderWithApp } from '../../../../tests/support/render-page';
import { PaymentOutcome } from './PaymentOutcome';

const showOutcome = (page: '/success' | '/failure') =>
  renderWithApp(<PaymentOutcome />, { path: `${page}?ref=${PAYMENT_REFERENCE}` });

describe('PaymentOutcome', () => {
  it('says a sandbox order was a test payment that took no money', async () => {
    servePaymentResult('PAID', true);
    showOutcome('/success');
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(screen.getByText(/no money was taken and no plan will be activated/).textContent).toBe(
      'Test payment: no money was taken and no plan will be activated.',
    );
  });

  it('says so on the failure page too', async () => {
    servePaymentResult('FAILED', true);
    showOutcome('/failure');
    await screen.findByRole('heading', { name: 'Payment Failed' });
    screen.getByText(/no money was taken/);
  });

  it('shows no test label for a payment a real provider took', async () => {
    servePaymentResult('PAID', false);
    showOutcome('/success');
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    screen.getByText(PAYMENT_REFERENCE);
    expect(screen.queryByText(/Test payment/)).toBeNull();
  });
});
