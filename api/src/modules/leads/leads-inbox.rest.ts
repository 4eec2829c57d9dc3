import { singleQueryValue, sortQueryValue } from '../../shared/query-params';
import { serviceContext } from '../../shared/rest';
import type { RestRoute } from '../../shared/rest-routes';
import { leadsCsv } from './leads-csv';
import { leadsForExport } from './leads-inbox.service';

/** The inbox's CSV download; the same filters and order as the Messages screen. */
export const leadsInboxRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/v1/leads/export',
    access: leadsForExport.access,
    handler: async (req, res) => {
      const leads = await leadsForExport(serviceContext(res), {
        kind: singleQueryValue(req.query['kind'], 'kind'),
        status: singleQueryValue(req.query['status'], 'status'),
        source: singleQueryValue(req.query['source'], 'source'),
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
