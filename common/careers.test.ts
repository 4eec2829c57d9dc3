import { describe, expect, it } from 'vitest';
import { applicationSubject, isRemoteLocation, SCHEMA_ORG_EMPLOYMENT_TYPE } from './careers';
import { jobListInputSchema } from './careers.schemas';

describe('job list input', () => {
  it("treats 'All', empty and null filters as no filter and trims the rest", () => {
    expect(jobListInputSchema.parse({ department: 'All', location: null, search: '' })).toEqual({
      department: undefined,
      location: undefined,
      search: undefined,
    });
    expect(jobListInputSchema.parse({ department: 'Design', location: ' Remote ' })).toEqual({
      department: 'Design',
      location: 'Remote',
      search: undefined,
    });
  });

  it('rejects an unknown department and overlong texts with messages naming the field', () => {
    const result = jobListInputSchema.safeParse({
      department: 'Gossip',
      location: 'x'.repeat(121),
      search: 'y'.repeat(201),
    });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual([
      'search must be at most 200 characters',
      'department must be All or one of Engineering, Design, Marketing, Sales, Product, HR, Finance',
      'location must be at most 120 characters',
    ]);
  });
});

describe('job posting rules', () => {
  it('knows remote locations, but not hybrid or office ones', () => {
    expect(isRemoteLocation('Remote')).toBe(true);
    expect(isRemoteLocation('remote (India)')).toBe(true);
    expect(isRemoteLocation('Noida (Hybrid)')).toBe(false);
    expect(isRemoteLocation('Work from office')).toBe(false);
  });

  it('maps job types to schema.org employment types and names the e-mail subject', () => {
    expect(SCHEMA_ORG_EMPLOYMENT_TYPE['Part-time']).toBe('PART_TIME');
    expect(SCHEMA_ORG_EMPLOYMENT_TYPE.Freelance).toBe('CONTRACTOR');
    expect(applicationSubject('UI/UX Designer')).toBe('Application: UI/UX Designer');
  });
});
