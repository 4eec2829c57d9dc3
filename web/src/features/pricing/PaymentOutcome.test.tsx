import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../../common/billing';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { renderWithApp } from '../../../../tests/support/render-page';
import { PaymentResultDocument, type PaymentResultQuery } from '../../graphql/graphql';
import { PaymentOutcome } from './PaymentOutcome';

const REFERENCE = 'ORDABCDEFGHJKLMNPQR';

function answering(status: OrderStatus, isTest: boolean) {
  mockApi.use(
    graphqlApi.query(PaymentResultDocument, () =>
      HttpResponse.json<{
        data: {
          paymentResult: PaymentResultQuery['paymentResult'] & { __typename: 'PaymentResult' };
        };
      }>({
        data: {
          paymentResult: {
            __typename: 'PaymentResult',
            reference: REFERENCE,
            plan: 'enterprise',
            cycle: 'yearly',
            amountPaise: 2_880_000,
            status,
            isTest,
          },
        },
      }),
    ),
  );
}

const showOutcome = (page: '/success' | '/failure') =>
  renderWithApp(<PaymentOutcome />, { path: `${page}?ref=${REFERENCE}` });

describe('PaymentOutcome', () => {
  it('says a sandbox order was a test payment that took no money', async () => {
    answering('PAID', true);
    showOutcome('/success');
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(screen.getByText(/no money was taken and no plan will be activated/).textContent).toBe(
      'Test payment: no money was taken and no plan will be activated.',
    );
  });

  it('says so on the failure page too', async () => {
    answering('FAILED', true);
    showOutcome('/failure');
    await screen.findByRole('heading', { name: 'Payment Failed' });
    screen.getByText(/no money was taken/);
  });

  it('shows no test label for a payment a real provider took', async () => {
    answering('PAID', false);
    showOutcome('/success');
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    screen.getByText(REFERENCE);
    expect(screen.queryByText(/Test payment/)).toBeNull();
  });
});
