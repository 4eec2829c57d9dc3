import type { LeadStatus } from '../../../../common/leads';
import type { Orm } from '../../db/orm';
import { Lead } from './lead.entity';

/** Named, valid submissions for tests: each one a visitor could send as it is. */
export const leadScenarios = {
  contact: {
    name: 'Asha Verma',
    email: 'asha@example.in',
    subject: 'Website for my bakery',
    message: 'Hello,\nWe need an online menu and ordering.',
  },
  project: {
    name: 'Ravi Kumar',
    email: 'ravi@example.in',
    mobile: '9876543210',
    businessName: 'Kumar Traders',
  },
  chat: {
    name: 'Meera Singh',
    email: 'meera@example.in',
    mobile: '6123456789',
  },
};

/** Every stored lead, oldest first, read fresh from the database. */
export function storedLeads(orm: Orm): Promise<Lead[]> {
  return orm.em.fork().find(Lead, {}, { orderBy: { id: 'asc' } });
}

/** Leads stored, of every status or of the one given. */
export function countLeads(orm: Orm, status?: LeadStatus): Promise<number> {
  return orm.em.fork().count(Lead, status ? { status } : {});
}
