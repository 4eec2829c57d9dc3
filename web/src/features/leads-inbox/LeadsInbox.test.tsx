import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { contactLeadAsha, serveInbox } from '../../../../tests/support/msw/leads';
import { useLocation } from 'react-router-dom';
import { renderWithApp } from '../../../../tests/support/render-page';
import { LeadsInbox } from './LeadsInbox';

function renderInbox(path = '/admin/messages') {
  return renderWithApp(
    <>
      <Toaster />
      <LeadsInbox />
      <CurrentAddress />
    </>,
    { path },
  );
}

/** Shows the address, as the browser's address bar would. */
function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

describe('LeadsInbox', () => {
  it('lists leads of every kind; the filters ask the server and shape the CSV address', async () => {
    const server = serveInbox([
      { when: { kind: 'CONTACT', status: 'CONTACTED' }, answer: [contactLeadAsha] },
    ]);
    renderInbox();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Messages');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.textContent).toContain('Project request');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/leads/export',
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'CONTACT');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'CONTACTED');
    await waitFor(() => expect(screen.queryByText('Ravi Kumar')).toBeNull());
    screen.getByText('Asha Verma');
    expect(server.asked.at(-1)).toMatchObject({ kind: 'CONTACT', status: 'CONTACTED', offset: 0 });
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/leads/export?kind=CONTACT&status=CONTACTED',
    );
  });

  it('opens a lead, changes its status and adds a note signed by its author', async () => {
    const server = serveInbox();
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: 'Open lead from Ravi Kumar' }));
    const panel = await screen.findByRole('complementary', { name: 'Ravi Kumar' });
    await within(panel).findByText('Kumar Traders');
    within(panel).getByText('No notes yet');

    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Status' }), 'WON');
    await screen.findByText('Status set to Won');
    expect(server.statusChanges).toEqual([{ id: '2', status: 'WON' }]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Add note' }));
    expect(within(panel).getByRole('alert').textContent).toBe('Note is required');
    expect(server.notes).toEqual([]);
    await userEvent.type(within(panel).getByLabelText('Add a note'), 'Called, sending a quote');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add note' }));
    await within(panel).findByText('Called, sending a quote');
    within(panel).getByText(/^Asha Admin, /);
  });

  it('opens the lead a dashboard or bell link names, and keeps the choice in the address', async () => {
    serveInbox();
    renderInbox('/admin/messages?lead=1');
    const panel = await screen.findByRole('complementary', { name: 'Asha Verma' });
    await within(panel).findByText('Kumar Traders');
    await userEvent.type(within(panel).getByLabelText('Add a note'), 'Half-written note');
    await userEvent.click(await screen.findByRole('button', { name: 'Open lead from Ravi Kumar' }));
    const other = await screen.findByRole('complementary', { name: 'Ravi Kumar' });
    // A note begun for one lead is not carried over to the next one.
    expect(within(other).getByLabelText<HTMLTextAreaElement>('Add a note').value).toBe('');
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
      '/admin/messages?lead=2',
    );
  });

  it('sorts on the server from a column header, and exports in the same order', async () => {
    const server = serveInbox();
    renderInbox();
    const table = await screen.findByRole('table');
    const received = within(table).getByRole('columnheader', { name: 'Received' });
    expect(received.getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(server.asked.at(-1)).toMatchObject({
        sort: { field: 'NAME', direction: 'ASC' },
        offset: 0,
      }),
    );
    const name = within(table).getByRole('columnheader', { name: 'Name' });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(received.hasAttribute('aria-sort')).toBe(false);
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
      '/admin/messages?sort=NAME&direction=ASC',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/leads/export?sort=NAME&direction=ASC',
    );
  });

  it('says when there are no leads yet, and when none match the filters', async () => {
    serveInbox([
      { when: { kind: 'CHAT' }, answer: [] },
      { when: { kind: null }, answer: [] },
    ]);
    renderInbox();
    await screen.findByText('No messages yet.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'CHAT');
    await screen.findByText('No messages match these filters.');
  });

  it('shows spam only under the Spam filter, says why it was flagged, and restores it', async () => {
    const server = serveInbox();
    renderInbox();
    await screen.findByText('Ravi Kumar');
    expect(screen.queryByText('Cheap Links Bot')).toBeNull();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getByRole<HTMLOptionElement>('option', { selected: true }).text).toBe(
      'All but spam',
    );

    await userEvent.selectOptions(status, 'SPAM');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Open lead from Cheap Links Bot' }),
    );
    const panel = await screen.findByRole('complementary', { name: 'Cheap Links Bot' });
    const flagged = await within(panel).findByRole('note', { name: 'Flagged as spam' });
    expect(flagged.textContent).toMatch(/The hidden field only bots fill in was filled in/);
    // A spam lead has no workflow status to change until it is restored.
    expect(within(panel).queryByRole('combobox', { name: 'Status' })).toBeNull();

    await userEvent.click(within(panel).getByRole('button', { name: 'Not spam: restore' }));
    await screen.findByText('Restored: the lead is back in the inbox as New');
    expect(server.spamChanges).toEqual([{ id: '3', to: 'NEW' }]);
    // The Spam list asked again no longer holds it, and that answer does not flag it once more.
    await screen.findByText('No messages match these filters.');
    within(panel).getByRole('combobox', { name: 'Status' });
    expect(within(panel).queryByRole('note', { name: 'Flagged as spam' })).toBeNull();
  });

  it('marks a lead as spam from its panel', async () => {
    const server = serveInbox();
    renderInbox('/admin/messages?lead=2');
    const panel = await screen.findByRole('complementary', { name: 'Ravi Kumar' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Mark as spam' }));
    await screen.findByText('Marked as spam');
    expect(server.spamChanges).toEqual([{ id: '2', to: 'SPAM' }]);
    await within(panel).findByRole('button', { name: 'Not spam: restore' });
  });

  it("shows where a lead's visitor came from, and filters and exports by source", async () => {
    const server = serveInbox();
    renderInbox('/admin/messages?lead=2');
    const panel = await screen.findByRole('complementary', { name: 'Ravi Kumar' });
    await within(panel).findByText(
      'Campaign: google / cpc / launch, no referring site, landed on /pricing',
    );
    within(panel).getByText('from https://www.google.com/, landed on /pricing');

    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Source' }),
      await screen.findByRole('option', { name: 'facebook' }),
    );
    await waitFor(() => expect(server.asked.at(-1)).toMatchObject({ source: 'facebook' }));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/leads/export?source=facebook',
    );
  });

  it('groups the inbox by contact, and opens a contact with each entry and its source', async () => {
    const server = serveInbox();
    renderInbox();
    await screen.findByText('Asha Verma');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'PROJECT');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Group by contact' }));
    const table = await screen.findByRole('table', { name: 'Contacts' });
    expect(server.contactsAsked.at(-1)).toMatchObject({ kind: 'PROJECT', offset: 0 });
    const row = within(table).getByText('Ravi Kumar').closest('tr');
    expect(row?.textContent).toContain('ravi@example.in, ravi@work.example.in, 9876543210');
    expect(row?.lastElementChild?.previousElementSibling?.textContent).toBe('3');

    await userEvent.click(within(table).getByRole('button', { name: 'Open contact Ravi Kumar' }));
    const panel = await screen.findByRole('complementary', { name: 'Ravi Kumar' });
    const history = await within(panel).findByRole('list', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Lead Chat lead.*Source: facebook$/),
      expect.stringMatching(/^Lead Project request: Kumar Traders.*Source: google$/),
      expect.stringMatching(/^Lead Contact message: A shop website.*Source: unknown$/),
    ]);
    expect(within(history).getByRole('link', { name: 'Chat lead' }).getAttribute('href')).toBe(
      '/admin/messages?lead=9',
    );
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
      '/admin/messages?contact=11',
    );
  });

  it('closes a lead opened from a contact, leaving neither in the address', async () => {
    serveInbox();
    renderInbox('/admin/messages?contact=11');
    const contact = await screen.findByRole('complementary', { name: 'Ravi Kumar' });
    await within(contact).findByRole('list', { name: 'History' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open lead from Ravi Kumar' }));
    const lead = await screen.findByRole('complementary', { name: 'Ravi Kumar' });
    await within(lead).findByText('Kumar Traders');
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
      '/admin/messages?lead=2',
    );
    await userEvent.click(within(lead).getByRole('button', { name: /^Close/ }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('/admin/messages');
  });
});
