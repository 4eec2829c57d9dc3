import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveTemplatePreviews } from '../../../../tests/support/msw/notifications';
import { renderWithApp } from '../../../../tests/support/render-page';
import { TemplatePreviews } from './TemplatePreviews';

describe('TemplatePreviews', () => {
  it('shows the first template as sandboxed HTML and plain text, and switches to another', async () => {
    serveTemplatePreviews();
    const user = userEvent.setup();
    renderWithApp(<TemplatePreviews />, { path: '/admin/settings/templates' });

    await screen.findByRole('heading', { name: 'Payment receipt ORD123: ₹800.00' });
    const frame = screen.getByTitle('HTML version of Payment receipt ORD123: ₹800.00');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Thank you for your payment</h1>');
    await user.click(screen.getByRole('tab', { name: 'Plain text' }));
    expect(screen.getByText(/Amount paid: ₹800.00/)).toBeTruthy();

    const whatsapp = screen.getByRole('button', { name: /WhatsApp paymentreceipt/ });
    await user.click(whatsapp);
    expect(whatsapp.getAttribute('aria-pressed')).toBe('true');
    await screen.findByRole('heading', { name: 'WhatsApp template paymentreceipt' });
    screen.getByText('Hello Meera, we received your payment of ₹800.00.');
  });
});
