import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { HttpResponse } from 'msw';
import type { GraphQLVariables } from 'msw/graphql';
import {
  InboxAddLeadNoteDocument,
  InboxLeadDetailDocument,
  InboxLeadListDocument,
  InboxSetLeadStatusDocument,
  SubmitContactMessageDocument,
  SubmitProjectRequestDocument,
  type InboxLeadListQueryVariables,
  type LeadStatus,
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
  createdAt: '2026-11-20T10:00:00.000Z',
};
export const contactLeadAsha = {
  ...projectLeadRavi,
  id: '1',
  kind: 'CONTACT' as const,
  status: 'CONTACTED' as LeadStatus,
  name: 'Asha Verma',
  email: 'asha@example.in',
  createdAt: '2026-11-19T10:00:00.000Z',
};
type InboxLead = typeof projectLeadRavi | typeof contactLeadAsha;

/** The leads inbox holding Ravi's project request and Asha's message, recording its calls. */
export function serveInbox(listWhen: Stub<InboxLeadListQueryVariables, InboxLead[]>[] = []) {
  const server = {
    asked: [] as InboxLeadListQueryVariables[],
    statusChanges: [] as { id: string; status: LeadStatus }[],
    notes: [] as Note[],
  };
  const leads: InboxLead[] = [{ ...projectLeadRavi }, { ...contactLeadAsha }];
  mockApi.use(
    graphqlApi.query(InboxLeadListDocument, ({ variables }) => {
      server.asked.push(variables);
      const inboxLeads = pageOf('LeadPage', answerFor(variables, listWhen, leads));
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
