import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { useLocation } from 'react-router-dom';
import { renderWithApp } from '../../../../tests/support/render-page';
import {
  InboxAddLeadNoteDocument,
  InboxLeadDetailDocument,
  InboxLeadListDocument,
  InboxSetLeadStatusDocument,
  type InboxLeadListQueryVariables,
  type LeadStatus,
} from '../../graphql/graphql';
import { LeadsInbox } from './LeadsInbox';

interface Note {
  __typename: 'LeadNote';
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
}

/** A server holding two leads, filtering like the real one and recording its calls. */
function serveInbox() {
  const asked: InboxLeadListQueryVariables[] = [];
  const statusChanges: { id: string; status: LeadStatus }[] = [];
  const notes: Note[] = [];
  const leads = [
    {
      __typename: 'Lead' as const,
      id: '2',
      kind: 'PROJECT' as const,
      status: 'NEW' as LeadStatus,
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      __typename: 'Lead' as const,
      id: '1',
      kind: 'CONTACT' as const,
      status: 'CONTACTED' as LeadStatus,
      name: 'Asha Verma',
      email: 'asha@example.in',
      createdAt: '2026-11-19T10:00:00.000Z',
    },
  ];
  mockApi.use(
    graphqlApi.query(InboxLeadListDocument, ({ variables }) => {
      asked.push(variables);
      const items = leads.filter(
        (lead) =>
          (!variables.kind || lead.kind === variables.kind) &&
          (!variables.status || lead.status === variables.status),
      );
      // Built first: the answer carries __typename, which the query type leaves out.
      const inboxLeads = { __typename: 'LeadPage' as const, total: items.length, items };
      return HttpResponse.json({ data: { inboxLeads } });
    }),
    graphqlApi.query(InboxLeadDetailDocument, ({ variables }) => {
      const lead = leads.find((item) => item.id === variables.id);
      if (!lead) return HttpResponse.json({ errors: [{ message: 'No lead' }] });
      return HttpResponse.json({
        data: {
          inboxLead: {
            ...lead,
            mobile: '9876543210',
            subject: null,
            message: null,
            businessName: 'Kumar Traders',
            service: null,
            pagePath: '/pricing',
            consentNote: 'Submitted through the project request form.',
            notes,
          },
        },
      });
    }),
    graphqlApi.mutation(InboxSetLeadStatusDocument, ({ variables }) => {
      statusChanges.push(variables);
      const lead = leads.find((item) => item.id === variables.id);
      if (lead) lead.status = variables.status;
      const setLeadStatus = { __typename: 'Lead' as const, ...variables };
      return HttpResponse.json({ data: { setLeadStatus } });
    }),
    graphqlApi.mutation(InboxAddLeadNoteDocument, ({ variables }) => {
      const note: Note = {
        __typename: 'LeadNote',
        id: String(notes.length + 1),
        authorName: 'Asha Admin',
        body: variables.body.trim(),
        createdAt: '2026-11-23T09:30:00.000Z',
      };
      notes.push(note);
      return HttpResponse.json({ data: { addLeadNote: note } });
    }),
  );
  return { asked, statusChanges, notes };
}

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
    const server = serveInbox();
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
});
