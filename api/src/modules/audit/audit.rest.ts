import { z } from 'zod';
import { AUDIT_RECORD_TYPES } from '../../../../common/audit';
import { singleQueryValue } from '../../shared/query-params';
import { csvAnswer } from '../../shared/rest-docs';
import { serviceContext } from '../../shared/rest';
import type { RestRoute } from '../../shared/rest-routes';
import { exportAuditCsv, type AuditFilter } from './audit.service';

const day = (what: string) =>
  z.iso
    .date()
    .optional()
    .meta({ description: `${what} (India time), YYYY-MM-DD` });

const auditExportQuerySchema = z.object({
  actorId: z.int().positive().optional().meta({ description: 'Only writes by this staff account' }),
  recordType: z
    .enum(AUDIT_RECORD_TYPES)
    .optional()
    .meta({ description: 'Only this kind of record' }),
  recordId: z.string().max(40).optional().meta({ description: 'Only this record' }),
  from: day('From this day'),
  to: day('Up to and including this day'),
});

/** The audit screen's CSV download, with the screen's filters. */
export const auditRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/v1/audit/export',
    access: exportAuditCsv.access,
    summary: 'Export the audit trail (CSV)',
    description:
      'Staff writes, newest first, one row per changed field. Columns: Entry, When, Person, ' +
      'Person id, Role, Address, Action, Record type, Record id, Record, Field, Before, After.',
    request: { query: auditExportQuerySchema },
    responses: { 200: csvAnswer('audit-YYYY-MM-DD.csv') },
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
