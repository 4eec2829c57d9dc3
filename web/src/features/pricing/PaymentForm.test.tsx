import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { graphqlError } from '../../../../tests/support/msw/stubs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_TEXTS } from '../../../../common/billing';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { renderWithApp } from '../../../../tests/support/render-page';
import {
  CreatePaymentDocument,
  type CreatePaymentMutation,
  type CreatePaymentMutationVariables,
} from '../../graphql/graphql';
import { browserNavigation, PaymentForm } from './PaymentForm';

const CHECKOUT_URL = 'http://localhost:3000/api/v1/payment/sandbox/ORDABCDEFGHJKLMNPQR';

const created = () =>
  HttpResponse.json<{
    data: {
      createPayment: CreatePaymentMutation['createPayment'] & { __typename: 'PaymentRedirect' };
    };
  }>({
    data: {
      createPayment: {
        __typename: 'PaymentRedirect',
        reference: 'ORDABCDEFGHJKLMNPQR',
        url: CHECKOUT_URL,
      },
    },
  });

const refused = (message: string, code: string, fields?: Record<string, string>) =>
  graphqlError(message, { code, fields });

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

async function fillDetails(user: ReturnType<typeof userEvent.setup>, { agree = true } = {}) {
  await user.type(field('Full Name'), 'Priya Sharma');
  await user.type(field('Mobile Number'), '9876543210');
  if (agree) await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

afterEach(() => vi.restoreAllMocks());

describe('PaymentForm', () => {
  it('labels the pay button with the plan’s amount, states the refund policy and links back', () => {
    renderWithApp(<PaymentForm selection={{ plan: 'enterprise', cycle: 'half-yearly' }} />);
    screen.getByRole('button', { name: 'Proceed to Pay ₹16,200.00' });
    expect(screen.getByRole('link', { name: 'Back to Plans' }).getAttribute('href')).toBe(
      '/products/whatsapp',
    );
    screen.getByText(PAYMENT_TEXTS.noRefunds);
    const terms = screen.getByRole<HTMLInputElement>('checkbox', { name: /I agree to the/ });
    expect(terms.required).toBe(true);
    expect(terms.checked).toBe(false);
    expect(field('Mobile Number').type).toBe('tel');
    expect(field('Full Name').required).toBe(true);
  });

  it('names each missing detail and the unticked terms, focuses the first and sends nothing', async () => {
    let requests = 0;
    mockApi.use(
      graphqlApi.mutation(CreatePaymentDocument, () => {
        requests += 1;
        return created();
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<PaymentForm selection={{ plan: 'basic', cycle: 'monthly' }} />);
    await user.type(field('Mobile Number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Proceed to Pay ₹800.00' }));

    for (const input of [
      field('Full Name'),
      field('Mobile Number'),
      screen.getByRole('checkbox', { name: /I agree to the/ }),
    ]) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
      expect(message?.textContent).not.toBe('');
    }
    expect(document.getElementById('payment-terms-error')?.textContent).toBe(
      'Please agree to the terms and refund policy to continue',
    );
    expect(document.activeElement).toBe(field('Full Name'));
    expect(requests).toBe(0);
  });

  it('sends the plan, the details and one client token, shows Processing, then goes to the checkout', async () => {
    const go = vi.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    const sent: CreatePaymentMutationVariables[] = [];
    let answer: () => void = () => undefined;
    mockApi.use(
      graphqlApi.mutation(CreatePaymentDocument, async ({ variables }) => {
        sent.push(variables);
        await new Promise<void>((resolve) => (answer = resolve));
        return created();
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<PaymentForm selection={{ plan: 'business', cycle: 'yearly' }} />);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Pay ₹10,000.00' }));

    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Processing...' });
    expect(busy.disabled).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.input).toMatchObject({
      plan: 'business',
      cycle: 'yearly',
      name: 'Priya Sharma',
      mobile: '9876543210',
    });
    expect(sent[0]?.input.clientToken).toMatch(/^[\w.:-]{8,100}$/);
    answer();
    await waitFor(() => expect(go).toHaveBeenCalledWith(CHECKOUT_URL));
  });

  it('keeps the same client token when the visitor tries again after a failure', async () => {
    vi.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    const tokens: (string | null | undefined)[] = [];
    mockApi.use(
      graphqlApi.mutation(CreatePaymentDocument, ({ variables }) => {
        tokens.push(variables.input.clientToken);
        return tokens.length === 1
          ? refused(PAYMENT_TEXTS.initiationFailed, 'PAYMENT_INITIATION_FAILED')
          : created();
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<PaymentForm selection={{ plan: 'basic', cycle: 'monthly' }} />);
    await fillDetails(user);
    const pay = screen.getByRole('button', { name: 'Proceed to Pay ₹800.00' });
    await user.click(pay);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(PAYMENT_TEXTS.initiationFailed),
    );
    // The button is disabled while sending: focus goes to the answer, not back to the page.
    expect(document.activeElement?.textContent).toBe(PAYMENT_TEXTS.initiationFailed);
    await user.click(pay);
    await waitFor(() => expect(tokens).toHaveLength(2));
    expect(tokens[1]).toBe(tokens[0]);
  });

  it("shows the server's field errors next to the fields, and a generic text for internal errors", async () => {
    let answer: Parameters<typeof refused> = [
      'Please check the highlighted fields',
      'BAD_USER_INPUT',
      {
        mobile: 'Please enter a valid 10-digit mobile number',
      },
    ];
    mockApi.use(graphqlApi.mutation(CreatePaymentDocument, () => refused(...answer)));
    const user = userEvent.setup();
    renderWithApp(<PaymentForm selection={{ plan: 'basic', cycle: 'monthly' }} />);
    await fillDetails(user);
    const pay = screen.getByRole('button', { name: 'Proceed to Pay ₹800.00' });
    await user.click(pay);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Please check the highlighted fields'),
    );
    expect(document.getElementById('payment-mobile-error')?.textContent).toBe(
      'Please enter a valid 10-digit mobile number',
    );

    answer = ['Unexpected error', 'INTERNAL_SERVER_ERROR'];
    await user.click(pay);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(PAYMENT_TEXTS.somethingWrong),
    );
  });
});
