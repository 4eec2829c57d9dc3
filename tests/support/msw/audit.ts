import { HttpResponse } from 'msw';
import {
  AuditActorsDocument,
  AuditTrailDocument,
  type AuditTrailQueryVariables,
} from '../../../web/src/graphql/graphql';
import { graphqlApi, mockApi } from '../mock-api';
import { pageOf } from './stubs';

const titleChange = {
  __typename: 'AuditEntry' as const,
  id: '2',
  at: '2026-11-24T10:15:00.000Z',
  actorId: 1,
  actorName: 'Asha Admin',
  actorRole: 'ADMIN' as const,
  actorIp: '203.0.113.5',
  recordType: 'post' as const,
  recordId: '7',
  recordLabel: 'Cloud Migration Guide',
  action: 'UPDATE' as const,
  changes: [
    {
      __typename: 'AuditFieldChange' as const,
      field: 'title',
      before: 'Cloud Guide',
      after: 'Cloud Migration Guide',
    },
  ],
};
const employeeDeleted = {
  ...titleChange,
  id: '1',
  actorId: 2,
  actorName: 'Esha Employer',
  actorRole: 'EMPLOYER' as const,
  recordType: 'account' as const,
  recordId: '12',
  recordLabel: 'Ravi Kumar',
  action: 'DELETE' as const,
  changes: [],
};

/** A trail of two changes by two people; records each query's filters. */
export function serveAuditTrail() {
  const server = { asked: [] as AuditTrailQueryVariables[] };
  mockApi.use(
    graphqlApi.query(AuditTrailDocument, ({ variables }) => {
      server.asked.push(variables);
      const items = [titleChange, employeeDeleted].filter(
        (entry) => !variables.actorId || entry.actorId === variables.actorId,
      );
      return HttpResponse.json({ data: { auditEntries: pageOf('AuditEntryPage', items) } });
    }),
    graphqlApi.query(AuditActorsDocument, () =>
      HttpResponse.json({
        data: {
          auditActors: [
            { __typename: 'AuditActor', id: 1, name: 'Asha Admin' },
            { __typename: 'AuditActor', id: 2, name: 'Esha Employer' },
          ],
        },
      }),
    ),
  );
  return server;
}
