import { singleQueryValue } from '../../shared/query-params';
import { serviceContext } from '../../shared/rest';
import type { RestRoute } from '../../shared/rest-routes';
import { exportAuditCsv, type AuditFilter } from './audit.service';

/** The audit screen's CSV download, with the screen's filters. */
export const auditRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/v1/audit/export',
    access: exportAuditCsv.access,
    handler: async (req, res) => {
      const text = (name: string) => singleQueryValue(req.query[name], name) || undefined;
      const actorId = text('actorId');
      const csv = await exportAuditCsv(serviceContext(res), {
        actorId: actorId === undefined ? undefined : Number(actorId),
        recordType: text('recordType'),
        recordId: text('recordId'),
        from: text('from'),
        to: text('to'),
      } as AuditFilter);
      const day = new Date().toISOString().slice(0, 10);
      res.set({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="audit-${day}.csv"`,
      });
      res.send(csv);
    },
  },
];
