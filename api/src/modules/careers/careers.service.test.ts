import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestOrm } from '../../../../tests/support/test-orm';
import { testServiceContexts } from '../../../../tests/support/test-services';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { DEMO_JOBS } from './careers.demo';
import { careersScenarios, seedCareersScenario } from './careers.scenarios';
import { seedDemoJobs } from './careers.seed';
import {
  getOpenJob,
  jobFilterOptions,
  listOpenJobAddresses,
  listOpenJobs,
} from './careers.service';

let ctx: ReturnType<typeof testServiceContexts>;
let close: () => Promise<void>;
beforeAll(async () => {
  const opened = await openTestOrm();
  close = opened.close;
  ctx = testServiceContexts(opened.orm);
  await seedCareersScenario(opened.orm, careersScenarios.standard);
});
afterAll(() => close());

const titles = async (input: Parameters<typeof listOpenJobs>[1]) =>
  (await listOpenJobs(ctx(), input)).map((job) => job.slug);

describe('careers service', () => {
  it('lists open jobs only, newest first', async () => {
    expect(await titles({})).toEqual([
      'backend-engineer',
      'frontend-engineer',
      'product-designer',
      'seo-specialist',
    ]);
  });

  it('searches titles case-insensitively, with LIKE wildcards taken literally', async () => {
    expect(await titles({ search: '  ENGINEER ' })).toEqual([
      'backend-engineer',
      'frontend-engineer',
    ]);
    expect(await titles({ search: '100%' })).toEqual(['frontend-engineer']);
    expect(await titles({ search: '%' })).toEqual(['frontend-engineer']);
    expect(await titles({ search: '_' })).toEqual([]);
    expect(await titles({ search: 'detail' })).toEqual([]);
  });

  it("filters department and location exactly; 'All' means no filter", async () => {
    expect(await titles({ department: 'Engineering', location: 'Remote' })).toEqual([
      'backend-engineer',
    ]);
    expect(await titles({ location: 'remote' })).toEqual([]);
    expect(await titles({ department: 'All', location: 'All' })).toHaveLength(4);
    expect(await titles({ department: 'Finance' })).toEqual([]);
  });

  it('rejects an unknown department naming the field, and overlong search text', async () => {
    await expect(listOpenJobs(ctx(), { department: 'Gossip' })).rejects.toThrow(
      /department: department must be All or one of Engineering/,
    );
    await expect(listOpenJobs(ctx(), { search: 'x'.repeat(201) })).rejects.toBeInstanceOf(
      ValidationError,
    );
  });

  it('offers the distinct departments and locations of open jobs, sorted', async () => {
    expect(await jobFilterOptions(ctx())).toEqual({
      departments: ['Design', 'Engineering', 'Marketing'],
      locations: ['Noida (Hybrid)', 'Remote', 'Work from office'],
    });
  });

  it('finds an open job by slug, and not a closed or unknown one', async () => {
    expect((await getOpenJob(ctx(), 'product-designer')).title).toBe('Product Designer');
    await expect(getOpenJob(ctx(), 'finance-analyst')).rejects.toBeInstanceOf(NotFoundError);
    await expect(getOpenJob(ctx(), 'no-such-job')).rejects.toBeInstanceOf(NotFoundError);
    await expect(getOpenJob(ctx(), 'Bad Slug!')).rejects.toBeInstanceOf(ValidationError);
  });

  it('lists the addresses of open jobs for the sitemap', async () => {
    const addresses = await listOpenJobAddresses(ctx());
    expect(addresses.map((job) => job.slug)).toHaveLength(4);
    expect(addresses[0]?.updatedAt).toEqual(new Date(Date.UTC(2026, 0, 30)));
  });
});

describe('demo jobs', () => {
  it('fill an empty table once, across departments and locations', async () => {
    const { orm: fresh, close: closeFresh } = await openTestOrm();
    try {
      const freshCtx = testServiceContexts(fresh);
      expect(await seedDemoJobs(freshCtx())).toBe(DEMO_JOBS.length);
      expect(await seedDemoJobs(freshCtx())).toBe(0);
      const options = await jobFilterOptions(freshCtx());
      expect(options.departments.length).toBeGreaterThanOrEqual(5);
      expect(options.locations).toEqual(['Noida (Hybrid)', 'Remote', 'Work from office']);
    } finally {
      await closeFresh();
    }
  });
});
