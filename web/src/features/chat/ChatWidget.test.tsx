import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RATE_LIMITED_MESSAGE } from '../../../../common/leads';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { graphqlError } from '../../../../tests/support/msw/stubs';
import { renderWithApp } from '../../../../tests/support/render-page';
import { SetChatLeadServiceDocument, StartChatLeadDocument } from '../../graphql/graphql';
import { CHAT_COPY } from './chat-copy';
import { ChatWidget } from './ChatWidget';

function Widget() {
  const [open, setOpen] = useState(false);
  return <ChatWidget open={open} onOpenChange={setOpen} />;
}

async function giveDetails() {
  const user = userEvent.setup();
  renderWithApp(<Widget />, { path: '/' });
  await user.click(screen.getByRole('button', { name: 'Open chat' }));
  // The panel is loaded on first open; the first test pays for compiling it, which can take
  // longer than findBy's default second on a busy machine.
  const dialog = await screen.findByRole('dialog', { name: 'Chat with us' }, { timeout: 10_000 });
  const input = within(dialog).getByRole('textbox', { name: 'Your message' });
  for (const text of ['Priya Sharma', 'priya@example.com', '9876543210']) {
    await user.type(input, `${text}{Enter}`);
  }
  return { user, dialog };
}

describe('ChatWidget', () => {
  it('stores the lead once the mobile is accepted, then adds the chosen service', async () => {
    const leads: unknown[] = [];
    const services: unknown[] = [];
    mockApi.use(
      graphqlApi.mutation(StartChatLeadDocument, ({ variables }) => {
        leads.push(variables.input);
        return HttpResponse.json({
          data: { startChatLead: { chatToken: 'token-1' } },
        });
      }),
      graphqlApi.mutation(SetChatLeadServiceDocument, ({ variables }) => {
        services.push(variables);
        return HttpResponse.json({
          data: { setChatLeadService: { id: '7' } },
        });
      }),
    );
    const { user, dialog } = await giveDetails();
    await within(dialog).findByText(/^Thank you, Priya Sharma! We have your details\./);
    await waitFor(() =>
      expect(leads).toEqual([
        {
          name: 'Priya Sharma',
          email: 'priya@example.com',
          mobile: '9876543210',
          pagePath: '/',
          attribution: null,
        },
      ]),
    );

    await user.click(within(dialog).getByRole('button', { name: 'CRM' }));
    within(dialog).getByText('Selected: CRM');
    await waitFor(() => expect(services).toEqual([{ chatToken: 'token-1', service: 'CRM' }]));
  });

  it('tells the visitor when the lead cannot be saved, and carries on with the conversation', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const serviceCalls = vi.fn();
    mockApi.use(
      graphqlApi.mutation(StartChatLeadDocument, () => new HttpResponse(null, { status: 500 })),
      graphqlApi.mutation(SetChatLeadServiceDocument, () => {
        serviceCalls();
        return HttpResponse.json({ data: null });
      }),
    );
    const { user, dialog } = await giveDetails();
    await within(dialog).findByText(CHAT_COPY.saveFailed);
    await user.click(within(dialog).getByRole('button', { name: 'Website Development' }));
    within(dialog).getByText(/Type 'yes' to continue\.$/);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(serviceCalls).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('over the enquiry limit, says only that the details were not saved and what to do', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi.use(
      graphqlApi.mutation(StartChatLeadDocument, () =>
        graphqlError(RATE_LIMITED_MESSAGE, { code: 'RATE_LIMITED' }),
      ),
    );
    const { dialog } = await giveDetails();
    const failure = await within(dialog).findByText(CHAT_COPY.saveFailed);
    expect(failure.className).toContain('chat-bubble--error');
    expect(within(dialog).queryByText(/We have your details/)).toBeNull();
    expect(within(dialog).queryByText(/^Thank you/)).toBeNull();
    // The prices stay one click away.
    within(dialog).getByRole('button', { name: 'CRM' });
    warn.mockRestore();
  });

  it('shows a validation message as an error bubble and starts over after closing', async () => {
    const user = userEvent.setup();
    renderWithApp(<Widget />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    let dialog = await screen.findByRole('dialog', { name: 'Chat with us' });
    await user.type(within(dialog).getByRole('textbox'), 'A{Enter}');
    const error = within(dialog).getByText('Name should be at least 2 characters long');
    expect(error.className).toContain('chat-bubble--error');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    dialog = await screen.findByRole('dialog', { name: 'Chat with us' });
    expect(within(dialog).queryByText('Name should be at least 2 characters long')).toBeNull();
    const messages = within(dialog).getAllByRole('listitem');
    expect(messages).toHaveLength(1);
    expect(messages[0]?.textContent).toMatch(/What is your name\?$/);
  });
});
