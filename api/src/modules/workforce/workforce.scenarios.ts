import { businessDay } from '../../../../common/workforce';

let employeeCount = 0;

/** Named, valid workforce inputs for tests: each one an employer could send as it is. */
export const workforceScenarios = {
  /** A new field employee; every call gets its own name and email, as accounts must differ. */
  employee: (overrides: Record<string, unknown> = {}) => {
    employeeCount += 1;
    return {
      firstName: 'Kiran',
      lastName: `Rao${employeeCount}`,
      email: `kiran.rao${employeeCount}@example.com`,
      phone: '+91 98100-12345',
      password: 'field staff password',
      ...overrides,
    };
  },
  /** A visit due on the next business day. */
  task: (overrides: Record<string, unknown> = {}) => ({
    title: 'Visit',
    description: 'Talk to the owner',
    dueDate: businessDay(),
    ...overrides,
  }),
  /** The report a field employee files for a task: the sale's details, or a follow-up date. */
  outcome: (taskCode: string, kind: string): Record<string, unknown> => {
    const visit = {
      taskCode,
      kind,
      companyName: 'Sharma Textiles',
      name: 'Anil Sharma',
      phone: '+91 98111 22233',
      currentLocation: 'Karol Bagh, Delhi',
    };
    return kind === 'COMPLETED'
      ? { ...visit, category: 'Category 1', value: '25000', plan: 'Plan 2' }
      : { ...visit, region: 'North', date: businessDay(new Date(), 1) };
  },
};
