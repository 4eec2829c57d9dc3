import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  careersScenarios,
  seedCareersScenario,
} from '../../api/src/modules/careers/careers.scenarios';
import { graphqlRequest } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/test-server';

const LIST = /* GraphQL */ `
  query ($search: String, $department: String, $location: String) {
    openJobs(search: $search, department: $department, location: $location) {
      slug
      title
      department
      location
      type
    }
  }
`;
const OPTIONS = /* GraphQL */ `
  {
    jobFilterOptions {
      departments
      locations
    }
  }
`;
const ONE = /* GraphQL */ `
  query ($slug: String!) {
    job(slug: $slug) {
      title
      description
      skills
      postedAt
    }
  }
`;

interface ListData {
  openJobs: { slug: string; title: string; department: string; location: string }[];
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedCareersScenario(server.orm, careersScenarios.standard);
});
afterAll(() => server.close());

const list = (variables: Record<string, unknown>) =>
  graphqlRequest<ListData>(server.url, LIST, variables);
const slugs = (answer: Awaited<ReturnType<typeof list>>) =>
  answer.data?.openJobs.map((job) => job.slug);

describe('openJobs query', () => {
  it('lists open jobs newest first, searched by title and filtered exactly', async () => {
    expect(slugs(await list({}))).toEqual([
      'backend-engineer',
      'frontend-engineer',
      'product-designer',
      'seo-specialist',
    ]);
    expect(slugs(await list({ search: 'engineer' }))).toEqual([
      'backend-engineer',
      'frontend-engineer',
    ]);
    expect(slugs(await list({ department: 'Design', location: 'All' }))).toEqual([
      'product-designer',
    ]);
    expect(slugs(await list({ location: 'Remote', search: 'seo' }))).toEqual(['seo-specialist']);
  });

  it('rejects bad input as BAD_USER_INPUT naming the field, never a server error', async () => {
    const unknown = await list({ department: 'Gossip' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0]?.extensions?.fields).toHaveProperty('department');

    const long = await list({ search: 'x'.repeat(10_240) });
    expect(long.errors?.[0]?.extensions?.fields).toHaveProperty('search');

    for (const text of ["'; drop table job; --", '%_\\', '\u0000zz']) {
      const answer = await list({ search: text, location: text });
      expect(answer.status, text).toBeLessThan(500);
      expect(answer.data?.openJobs ?? [], text).toEqual([]);
    }
    expect(slugs(await list({}))).toHaveLength(4);
  });
});

describe('jobFilterOptions query', () => {
  it('offers the distinct departments and locations of open jobs only', async () => {
    const answer = await graphqlRequest(server.url, OPTIONS);
    expect(answer.data).toEqual({
      jobFilterOptions: {
        departments: ['Design', 'Engineering', 'Marketing'],
        locations: ['Noida (Hybrid)', 'Remote', 'Work from office'],
      },
    });
  });
});

describe('job query', () => {
  it('answers one open job by slug', async () => {
    const answer = await graphqlRequest(server.url, ONE, { slug: 'product-designer' });
    expect(answer.data).toEqual({
      job: {
        title: 'Product Designer',
        description: 'Product Designer in detail.\nWhat you will do.',
        skills: ['Communication', 'Design'],
        postedAt: '2026-01-28T00:00:00.000Z',
      },
    });
  });

  it('answers NOT_FOUND for an unknown or closed job', async () => {
    for (const slug of ['no-such-job', 'finance-analyst']) {
      const answer = await graphqlRequest(server.url, ONE, { slug });
      expect(answer.errors?.[0]?.extensions?.code, slug).toBe('NOT_FOUND');
    }
  });
});
