import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../../common/site';
import { PAYMENT_REFERENCE, servePaymentResult } from '../../../tests/support/msw/billing';
import { renderWithApp } from '../../../tests/support/render-page';
import PaymentFailurePage from './PaymentFailurePage';
import PaymentSuccessPage from './PaymentSuccessPage';

const PAGES = { '/success': PaymentSuccessPage, '/failure': PaymentFailurePage } as const;

describe('the payment result pages', () => {
  it.each(['/success', '/failure'] as const)(
    'without an order, %s is titled as it reads: Payment Not Found',
    async (path) => {
      const Page = PAGES[path];
      renderWithApp(<Page />, { path });
      await screen.findByRole('heading', { level: 1, name: 'Payment Not Found' });
      expect(document.title).toBe(`Payment Not Found | ${SITE.name}`);
    },
  );

  it.each([
    ['/failure', 'PAID', 'Payment Successful'],
    ['/success', 'FAILED', 'Payment Failed'],
    ['/success', 'PENDING', 'Confirming Your Payment'],
  ] as const)('on %s, an order the server calls %s is titled %s', async (path, status, title) => {
    servePaymentResult(status);
    const Page = PAGES[path];
    renderWithApp(<Page />, { path: `${path}?ref=${PAYMENT_REFERENCE}` });
    await screen.findByRole('heading', { level: 1, name: new RegExp(`^${title}`) });
    await waitFor(() => expect(document.title).toBe(`${title} | ${SITE.name}`));
  });
});
