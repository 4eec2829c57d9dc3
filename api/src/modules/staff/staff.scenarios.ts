import type { StaffAccountInput, StaffRole } from '../../../../common/staff';

let accountCount = 0;

/** Named, valid staff accounts for tests: each one an admin could create as it is. */
export const staffScenarios = {
  /** An account of the role; every call gets its own name and e-mail, as accounts must differ. */
  account: (role: StaffRole, overrides: Partial<StaffAccountInput> = {}): StaffAccountInput => {
    accountCount += 1;
    return {
      role,
      firstName: `Test${accountCount}`,
      lastName: role.toLowerCase(),
      email: `${role.toLowerCase()}-${Date.now()}-${accountCount}@example.com`,
      password: 'correct horse battery',
      ...overrides,
    };
  },
  /** A marketing hire, the e-mail typed with capitals as people do. */
  marketingHire: {
    role: 'MARKETING',
    firstName: 'Kiran',
    lastName: 'Das',
    email: 'Kiran.Das@Example.com',
    password: 'long enough',
  },
  /** An employer whose name carries a terminal colour escape and bidi overrides. */
  escapedNames: {
    role: 'EMPLOYER',
    firstName: '\u001b[31mEve\u202e',
    lastName: 'Adams\u2066\u0007',
    email: 'eve.adams@example.com',
    password: 'long enough',
  },
} satisfies Record<string, StaffAccountInput | ((...args: never[]) => StaffAccountInput)>;
