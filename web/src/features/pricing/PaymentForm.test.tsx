import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../../../common/site';
import { renderWithApp } from '../../../../tests/support/render-page';
import { PaymentForm } from './PaymentForm';

describe('PaymentForm', () => {
  it('labels the pay button with the plan’s amount and links back to the plans', () => {
    renderWithApp(<PaymentForm selection={{ plan: 'enterprise', cycle: 'half-yearly' }} />);
    expect(screen.getByRole('button', { name: 'Proceed to Pay Rs 16,200' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Plans' }).getAttribute('href')).toBe(
      '/products/whatsapp',
    );
    const mobile = screen.getByLabelText<HTMLInputElement>('Mobile Number');
    expect(mobile.type).toBe('tel');
    expect(mobile.required).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').required).toBe(true);
  });

  it('says that online payment is not available yet and how to reach the company', async () => {
    renderWithApp(<PaymentForm selection={{ plan: 'basic', cycle: 'monthly' }} />);
    expect(screen.getByRole('status').textContent).toBe('');
    await userEvent.type(screen.getByLabelText('Full Name'), 'Priya Sharma');
    await userEvent.type(screen.getByLabelText('Mobile Number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Pay Rs 800' }));

    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Online payments are not available yet');
    expect(status.querySelector('a[href^="tel:"]')?.textContent).toBe(SITE.phone);
    expect(status.querySelector('a[href^="mailto:"]')?.textContent).toBe(SITE.email);
  });
});
