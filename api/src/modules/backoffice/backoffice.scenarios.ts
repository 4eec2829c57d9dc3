import type { LeadKind, LeadStatus } from '../../../../common/leads';
import type { Orm } from '../../db/orm';
import { Lead } from '../leads/leads.public';
import { DAY_MS } from '../../shared/time-buckets';

interface DatedLeadSpec {
  name: string;
  /** Days before now (fractions allowed); larger is older. */
  ageDays: number;
  kind?: LeadKind;
  status?: LeadStatus;
  businessName?: string;
}

/** Named dashboard data: leads spread over the last weeks, relative to the moment of the test. */
export const backofficeScenarios = {
  /** 3 leads in the last 7 days, 2 in the 7 days before, 1 older; one of them already handled. */
  leadWeeks: [
    { name: 'Nisha Rao', ageDays: 0.1, businessName: 'Acme Bakery' },
    { name: 'Kiran Das', ageDays: 2 },
    { name: 'Vikram Shah', ageDays: 6, status: 'CONTACTED' },
    { name: 'Leela Iyer', ageDays: 8 },
    { name: 'Arjun Mehta', ageDays: 13 },
    { name: 'Old Lead', ageDays: 30 },
  ],
} satisfies Record<string, DatedLeadSpec[]>;

export async function seedDatedLeads(orm: Orm, specs: DatedLeadSpec[]): Promise<Lead[]> {
  const em = orm.em.fork();
  const now = Date.now();
  const leads = specs.map((spec) => {
    const createdAt = new Date(now - spec.ageDays * DAY_MS);
    return em.create(Lead, {
      kind: spec.kind ?? (spec.businessName ? 'PROJECT' : 'CONTACT'),
      name: spec.name,
      email: `${spec.name.split(' ')[0]?.toLowerCase()}@example.in`,
      subject: spec.businessName ? null : `Enquiry from ${spec.name}`,
      businessName: spec.businessName ?? null,
      mobile: spec.businessName ? '9876543210' : null,
      consentNote: 'Test lead',
      status: spec.status ?? 'NEW',
      createdAt,
      updatedAt: createdAt,
    });
  });
  await em.flush();
  return leads;
}
