import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { NEW_SECRET, serveWebhooks } from '../../../../tests/support/msw/integrations';
import { renderWithApp } from '../../../../tests/support/render-page';
import { WebhooksPanel } from './WebhooksPanel';

function renderPanel() {
  return renderWithApp(
    <>
      <Toaster />
      <WebhooksPanel />
    </>,
    { path: '/admin/settings' },
  );
}

describe('WebhooksPanel', () => {
  it('lists endpoints and the delivery log with the answer, attempts and next try', async () => {
    serveWebhooks();
    renderPanel();
    const endpoints = await screen.findByRole('table', { name: 'Webhook endpoints, newest first' });
    expect(endpoints.textContent).toContain('https://crm.example.in/hooks');
    expect(endpoints.textContent).toContain('lead.created');
    const log = await screen.findByRole('table', { name: 'Webhook deliveries, newest first' });
    const row = within(log).getAllByRole('row')[1];
    expect(row?.textContent).toContain('HTTP 500 in 42 ms');
    expect(row?.textContent).toContain('Waiting, next try 23/11/2026, 14:30');
    expect(row?.textContent).toContain('The endpoint answered HTTP 500');
  });

  it('adds an endpoint for the chosen events and shows its secret once', async () => {
    const server = serveWebhooks();
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add webhook endpoint' }));
    await userEvent.type(dialog.getByLabelText('URL'), 'ftp://example.in');
    await userEvent.click(dialog.getByRole('button', { name: 'Add endpoint' }));
    await dialog.findByText('URL must be an http:// or https:// address');
    dialog.getByText('Choose at least one event');
    await userEvent.clear(dialog.getByLabelText('URL'));
    await userEvent.type(dialog.getByLabelText('URL'), 'https://erp.example.in/in');
    await userEvent.click(dialog.getByLabelText('order.paid'));
    await userEvent.click(dialog.getByRole('button', { name: 'Add endpoint' }));
    const added = within(await screen.findByRole('dialog', { name: 'Endpoint added' }));
    expect(added.getByLabelText('Signing secret')).toHaveProperty('value', NEW_SECRET);
    expect(server.created).toEqual([
      { url: 'https://erp.example.in/in', events: ['order.paid'], description: null },
    ]);
  });

  it('redelivers, and shows one endpoint’s deliveries when asked', async () => {
    const server = serveWebhooks();
    renderPanel();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Redeliver lead.created to https://crm.example.in/hooks',
      }),
    );
    await waitFor(() => expect(server.redelivered).toEqual(['9']));
    await userEvent.click(
      screen.getByRole('button', { name: 'Deliveries to https://crm.example.in/hooks' }),
    );
    await waitFor(() => expect(server.asked.at(-1)).toMatchObject({ endpointId: '5' }));
    expect(screen.getByLabelText('Endpoint')).toHaveProperty('value', '5');
  });
});
