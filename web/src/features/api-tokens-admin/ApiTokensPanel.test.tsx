import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { NEW_TOKEN, serveApiTokens } from '../../../../tests/support/msw/integrations';
import { renderWithApp } from '../../../../tests/support/render-page';
import { ApiTokensPanel } from './ApiTokensPanel';

function renderPanel() {
  return renderWithApp(
    <>
      <Toaster />
      <ApiTokensPanel />
    </>,
    { path: '/admin/settings' },
  );
}

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: 'Create token' }));
  return within(await screen.findByRole('dialog', { name: 'Create API token' }));
}

describe('ApiTokensPanel', () => {
  it('lists tokens by name and prefix, with their scopes and last use', async () => {
    serveApiTokens();
    renderPanel();
    const table = await screen.findByRole('table', { name: 'API tokens, newest first' });
    const row = within(table).getAllByRole('row')[1];
    expect(row?.textContent).toContain('CRM sync');
    expect(row?.textContent).toContain('cst_Ab12…');
    expect(row?.textContent).toContain('leads:read');
    // Staff read moments in India time: 09:00 UTC is 14:30.
    expect(row?.textContent).toContain('23/11/2026, 14:30 from 203.0.113.7');
    expect(row?.textContent).toContain('Never');
  });

  it('checks the form with the shared rules before sending anything', async () => {
    const server = serveApiTokens();
    renderPanel();
    const dialog = await openCreate();
    await userEvent.click(dialog.getByRole('button', { name: 'Create token' }));
    await dialog.findByText('Name is required');
    dialog.getByText('Choose at least one scope');
    expect(server.created).toEqual([]);
  });

  it('shows a new token once, with its scopes and expiry sent as chosen', async () => {
    const server = serveApiTokens();
    renderPanel();
    const dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText('Name (what uses it)'), 'Reports');
    await userEvent.click(dialog.getByLabelText('orders:read'));
    await userEvent.click(dialog.getByLabelText('leads:write'));
    await userEvent.selectOptions(dialog.getByLabelText('Expires after'), '30');
    await userEvent.click(dialog.getByRole('button', { name: 'Create token' }));
    const shown = within(await screen.findByRole('dialog', { name: 'Token Reports created' }));
    expect(shown.getByLabelText('API token')).toHaveProperty('value', NEW_TOKEN);
    shown.getByText(/it is not shown again/);
    expect(server.created).toEqual([
      { name: 'Reports', scopes: ['orders:read', 'leads:write'], expiresInDays: 30 },
    ]);
    await userEvent.click(shown.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText('Reports');
    expect(document.body.textContent).not.toContain(NEW_TOKEN);
  });

  it('shows a refusal under the field the server names', async () => {
    serveApiTokens();
    renderPanel();
    const dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText('Name (what uses it)'), 'Taken');
    await userEvent.click(dialog.getByLabelText('leads:read'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create token' }));
    await dialog.findByText('Your role cannot grant tasks:write');
  });

  it('revokes a token after asking', async () => {
    const server = serveApiTokens();
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke token CRM sync' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Revoke token?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Revoke' }));
    await screen.findByText('Revoked');
    expect(server.revoked).toEqual(['1']);
  });
});
