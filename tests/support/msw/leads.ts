import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { HttpResponse } from 'msw';
import type { GraphQLVariables } from 'msw/graphql';
import {
  InboxAddLeadNoteDocument,
  InboxContactDetailDocument,
  InboxContactListDocument,
  InboxLeadDetailDocument,
  InboxLeadListDocument,
  InboxLeadSourcesDocument,
  InboxMarkLeadAsSpamDocument,
  InboxRestoreLeadDocument,
  InboxSetLeadStatusDocument,
  SubmitContactMessageDocument,
  SubmitProjectRequestDocument,
  type InboxLeadListQueryVariables,
  type LeadStatus,
  type SpamReason,
} from '../../../web/src/graphql/graphql';
import { graphqlApi, mockApi } from '../mock-api';
import { answerFor, graphqlError, pageOf, type Stub } from './stubs';

interface Note {
  __typename: 'LeadNote';
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
}

const projectLeadRavi = {
  __typename: 'Lead' as const,
  id: '2',
  kind: 'PROJECT' as const,
  status: 'NEW' as LeadStatus,
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  source: 'google' as string | null,
  spamReason: null as SpamReason | null,
  contactId: '11' as string | null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
export const contactLeadAsha = {
  ...projectLeadRavi,
  id: '1',
  kind: 'CONTACT' as const,
  status: 'CONTACTED' as LeadStatus,
  name: 'Asha Verma',
  email: 'asha@example.in',
  source: null as string | null,
  contactId: '12' as string | null,
  createdAt: '2026-11-19T10:00:00.000Z',
};
/** Kept as spam: the honeypot caught it. Listed only when the Spam filter asks for it. */
const spamLeadBot = {
  ...contactLeadAsha,
  id: '3',
  status: 'SPAM' as LeadStatus,
  spamReason: 'HONEYPOT' as SpamReason | null,
  contactId: null,
  name: 'Cheap Links Bot',
  email: 'bot@spam.example',
  createdAt: '2026-11-21T10:00:00.000Z',
};
type InboxLead = typeof projectLeadRavi | typeof contactLeadAsha;

const raviAsContact = {
  __typename: 'ContactSummary' as const,
  id: '11',
  name: 'Ravi Kumar',
  emails: ['ravi@example.in', 'ravi@work.example.in'],
  mobiles: ['9876543210'],
  leadCount: 3,
  latestAt: '2026-11-22T10:00:00.000Z',
};

const historyEntry = (id: string, title: string, source: string | null, at: string) => ({
  __typename: 'ContactHistoryEntry' as const,
  kind: 'LEAD',
  id,
  title,
  status: 'New',
  source,
  at,
  link: `/admin/messages?lead=${id}`,
});

/** The leads inbox holding Ravi's project request and Asha's message, recording its calls. */
export function serveInbox(listWhen: Stub<InboxLeadListQueryVariables, InboxLead[]>[] = []) {
  const server = {
    asked: [] as InboxLeadListQueryVariables[],
    statusChanges: [] as { id: string; status: LeadStatus }[],
    notes: [] as Note[],
    spamChanges: [] as { id: string; to: LeadStatus }[],
    contactsAsked: [] as Record<string, unknown>[],
  };
  const leads: InboxLead[] = [{ ...projectLeadRavi }, { ...contactLeadAsha }, { ...spamLeadBot }];
  // Unless a stub says otherwise, a list holds the leads as they are now: a mark or restore
  // moves a lead between the Spam filter and the rest, so a refetch never brings back a state
  // the server no longer has.
  const listedFor = (variables: InboxLeadListQueryVariables) =>
    leads.filter((lead) => (lead.status === 'SPAM') === (variables.status === 'SPAM'));
  mockApi.use(
    graphqlApi.query(InboxLeadListDocument, ({ variables }) => {
      server.asked.push(variables);
      const inboxLeads = pageOf('LeadPage', answerFor(variables, listWhen, listedFor(variables)));
      return HttpResponse.json({ data: { inboxLeads } });
    }),
    graphqlApi.query(InboxLeadDetailDocument, ({ variables }) => {
      const lead = leads.find((item) => item.id === variables.id);
      if (!lead) return graphqlError('No lead');
      const inboxLead = {
        ...lead,
        mobile: '9876543210',
        subject: null,
        message: null,
        businessName: 'Kumar Traders',
        service: null,
        pagePath: '/pricing',
        consentNote: 'Submitted through the project request form.',
        attribution: {
          __typename: 'Attribution' as const,
          firstTouch: touch({ utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'launch' }),
          lastTouch: touch({ referrer: 'https://www.google.com/' }),
        },
        notes: server.notes,
      };
      return HttpResponse.json({ data: { inboxLead } });
    }),
    graphqlApi.mutation(InboxSetLeadStatusDocument, ({ variables }) => {
      server.statusChanges.push(variables);
      const lead = leads.find((item) => item.id === variables.id);
      if (lead) lead.status = variables.status;
      const setLeadStatus = { __typename: 'Lead' as const, ...variables };
      return HttpResponse.json({ data: { setLeadStatus } });
    }),
    graphqlApi.mutation(InboxMarkLeadAsSpamDocument, ({ variables }) => {
      server.spamChanges.push({ id: variables.id, to: 'SPAM' });
      const lead = leads.find((item) => item.id === variables.id);
      if (!lead) return graphqlError('No lead');
      Object.assign(lead, { status: 'SPAM', spamReason: 'STAFF' });
      return HttpResponse.json({ data: { markLeadAsSpam: lead } });
    }),
    graphqlApi.mutation(InboxRestoreLeadDocument, ({ variables }) => {
      server.spamChanges.push({ id: variables.id, to: 'NEW' });
      const lead = leads.find((item) => item.id === variables.id);
      if (!lead) return graphqlError('No lead');
      Object.assign(lead, { status: 'NEW', spamReason: null, contactId: '13' });
      return HttpResponse.json({ data: { restoreLead: lead } });
    }),
    graphqlApi.query(InboxLeadSourcesDocument, () =>
      HttpResponse.json({ data: { leadSources: ['facebook', 'google'] } }),
    ),
    graphqlApi.query(InboxContactListDocument, ({ variables }) => {
      server.contactsAsked.push(variables);
      return HttpResponse.json({ data: { inboxContacts: pageOf('ContactPage', [raviAsContact]) } });
    }),
    graphqlApi.query(InboxContactDetailDocument, ({ variables }) => {
      if (variables.id !== raviAsContact.id) return graphqlError('No contact');
      const inboxContact = {
        __typename: 'Contact' as const,
        id: raviAsContact.id,
        name: raviAsContact.name,
        emails: raviAsContact.emails,
        mobiles: raviAsContact.mobiles,
        createdAt: '2026-11-18T10:00:00.000Z',
        history: [
          historyEntry('9', 'Chat lead', 'facebook', '2026-11-22T10:00:00.000Z'),
          historyEntry('2', 'Project request: Kumar Traders', 'google', '2026-11-20T10:00:00.000Z'),
          historyEntry('8', 'Contact message: A shop website', null, '2026-11-18T10:00:00.000Z'),
        ],
      };
      return HttpResponse.json({ data: { inboxContact } });
    }),
    graphqlApi.mutation(InboxAddLeadNoteDocument, ({ variables }) => {
      const note: Note = {
        __typename: 'LeadNote',
        id: String(server.notes.length + 1),
        authorName: 'Asha Admin',
        body: variables.body.trim(),
        createdAt: '2026-11-23T09:30:00.000Z',
      };
      server.notes.push(note);
      return HttpResponse.json({ data: { addLeadNote: note } });
    }),
  );
  return server;
}

function touch(fields: Record<string, string>) {
  const empty = {
    landingPage: '/pricing',
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
  };
  return { __typename: 'Touch' as const, ...empty, ...fields };
}

/** What the server answers for a stored enquiry (the contact form, a project request). */
const leadReceipt = {
  __typename: 'LeadReceipt' as const,
  id: '7',
  receivedAt: '2026-02-01T10:00:00.000Z',
};

type Answer = () => Response | Promise<Response>;

export const contactReceipt = () =>
  HttpResponse.json({ data: { submitContactMessage: leadReceipt } });
export const projectReceipt = () =>
  HttpResponse.json({ data: { submitProjectRequest: leadReceipt } });

/** A form's mutation answered by `answer`, recording the variables of each submission. */
function serveSubmission<Result, Variables extends GraphQLVariables>(
  document: TypedDocumentNode<Result, Variables>,
  answer: Answer,
) {
  const sent: Variables[] = [];
  mockApi.use(
    graphqlApi.mutation(document, ({ variables }) => {
      sent.push(variables);
      return answer();
    }),
  );
  return sent;
}

/** The contact form's mutation, answered with a receipt unless `answer` says otherwise. */
export const serveContactSubmission = (answer: Answer = contactReceipt) =>
  serveSubmission(SubmitContactMessageDocument, answer);

/** The project request's mutation, answered with a receipt unless `answer` says otherwise. */
export const serveProjectSubmission = (answer: Answer = projectReceipt) =>
  serveSubmission(SubmitProjectRequestDocument, answer);
