import { singleQueryValue, sortQueryValue } from '../../shared/query-params';
import { z } from 'zod';
import { LEAD_SORT } from '../../../../common/leads-inbox';
import { LEAD_KINDS, LEAD_STATUSES } from '../../../../common/leads';
import { serviceContext } from '../../shared/rest';
import { csvAnswer, sortQuery } from '../../shared/rest-docs';
import type { RestRoute } from '../../shared/rest-routes';
import { leadsCsv } from './leads-csv';
import { leadsForExport } from './leads-inbox.service';

/** The inbox's CSV download; the same filters and order as the Messages screen. */
export const leadsInboxRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/v1/leads/export',
    access: leadsForExport.access,
    summary: 'Export leads (CSV)',
    description:
      'Contact messages, project requests and chat leads. Columns: Id, Received, Kind, Status, ' +
      'Name, Email, Mobile, Business name, Subject, Message, Service, Page.',
    request: {
      query: z.object({
        kind: z.enum(LEAD_KINDS).optional().meta({ description: 'Only this kind' }),
        status: z.enum(LEAD_STATUSES).optional().meta({ description: 'Only this status' }),
        ...sortQuery(LEAD_SORT.fields),
      }),
    },
    responses: { 200: csvAnswer('leads-YYYY-MM-DD.csv') },
    handler: async (req, res) => {
      const leads = await leadsForExport(serviceContext(res), {
        kind: singleQueryValue(req.query['kind'], 'kind'),
        status: singleQueryValue(req.query['status'], 'status'),
        sort: sortQueryValue(req.query),
      });
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
