import type { Request } from 'express';
import type { z } from 'zod';
import { numberQueryValue, singleQueryValue, sortQueryValue } from '../../shared/query-params';
import { serviceContext } from '../../shared/rest';
import { csvAnswer, jsonAnswer } from '../../shared/rest-docs';
import type { RestRoute } from '../../shared/rest-routes';
import type { Lead } from './lead.entity';
import { leadsCsv } from './leads-csv';
import {
  leadExportQuerySchema,
  leadListAnswerSchema,
  leadListQuerySchema,
  type restLeadSchema,
} from './leads-inbox.rest-docs';
import { leadsForExport, listInboxLeads } from './leads-inbox.service';

/** The inbox as JSON pages and as the CSV download; the same filters as the Messages screen. */
export const leadsInboxRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/v1/leads',
    access: listInboxLeads.access,
    summary: 'List leads',
    description:
      'Contact messages, project requests and chat leads, newest first unless sorted; ' +
      '`since` fetches only what arrived after a time. Spam is kept but left out unless ' +
      '`status=SPAM` asks for it.',
    request: { query: leadListQuerySchema },
    responses: { 200: jsonAnswer('One page of leads', leadListAnswerSchema) },
    handler: async (req, res) => {
      const page = await listInboxLeads(serviceContext(res), {
        ...filterOf(req),
        offset: numberQueryValue(req.query['offset'], 'offset'),
        limit: numberQueryValue(req.query['limit'], 'limit'),
      });
      res.json({ items: page.items.map(toRestLead), total: page.total });
    },
  },
  {
    method: 'get',
    path: '/v1/leads/export',
    access: leadsForExport.access,
    summary: 'Export leads (CSV)',
    description:
      'Contact messages, project requests and chat leads. Columns: Id, Received, Kind, Status, ' +
      'Name, Email, Mobile, Business name, Subject, Message, Service, Page, Contact id, Source, ' +
      'Campaign, Spam reason.',
    request: { query: leadExportQuerySchema },
    responses: { 200: csvAnswer('leads-YYYY-MM-DD.csv') },
    handler: async (req, res) => {
      const leads = await leadsForExport(serviceContext(res), filterOf(req));
      const day = new Date().toISOString().slice(0, 10);
      res.set({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="leads-${day}.csv"`,
        'x-content-type-options': 'nosniff',
      });
      res.send(leadsCsv(leads));
    },
  },
];

/** The filters and order both routes read from the query string (the service checks them). */
function filterOf(req: Request) {
  return {
    kind: singleQueryValue(req.query['kind'], 'kind'),
    status: singleQueryValue(req.query['status'], 'status'),
    source: singleQueryValue(req.query['source'], 'source'),
    since: singleQueryValue(req.query['since'], 'since'),
    sort: sortQueryValue(req.query),
  };
}

function toRestLead(lead: Lead): z.input<typeof restLeadSchema> {
  return {
    id: lead.id,
    kind: lead.kind,
    status: lead.status,
    name: lead.name,
    email: lead.email,
    mobile: lead.mobile ?? null,
    subject: lead.subject ?? null,
    message: lead.message ?? null,
    businessName: lead.businessName ?? null,
    service: lead.service ?? null,
    pagePath: lead.pagePath ?? null,
    spamReason: lead.spamReason ?? null,
    source: lead.source ?? null,
    contactId: lead.contact?.id ?? null,
    createdAt: lead.createdAt.toISOString(),
  };
}
