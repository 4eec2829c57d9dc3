import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  careersScenarios,
  seedCareersScenario,
} from '../../api/src/modules/careers/careers.scenarios';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedCareersScenario(server.orm, careersScenarios.standard);
});
afterAll(() => server.close());

async function getJson(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

interface RestJob {
  _id: string;
  id: number;
  title: string;
  location: string;
  department: string;
}

describe('GET /api/v1/job/getjob', () => {
  it('answers the array of open jobs with the fields the original read', async () => {
    const { status, body } = await getJson('/api/v1/job/getjob');
    expect(status).toBe(200);
    const jobs = body as RestJob[];
    expect(jobs.map((job) => job.title)).toEqual([
      'Backend Engineer',
      'Frontend Engineer (100% React)',
      'Product Designer',
      'SEO Specialist',
    ]);
    expect(jobs[0]).toEqual({
      _id: String(jobs[0]?.id),
      id: expect.any(Number) as number,
      slug: 'backend-engineer',
      title: 'Backend Engineer',
      location: 'Remote',
      type: 'Full-time',
      experience: '2-4 years',
      department: 'Engineering',
      description: 'Backend Engineer in detail.\nWhat you will do.',
      skills: ['Communication', 'Engineering'],
    });
  });

  it("filters by department and location, 'All' meaning no filter", async () => {
    const { body } = await getJson('/api/v1/job/getjob?department=Engineering&location=Remote');
    expect((body as RestJob[]).map((job) => job.title)).toEqual(['Backend Engineer']);
    const all = await getJson('/api/v1/job/getjob?department=All&location=All');
    expect(all.body).toHaveLength(4);
    const none = await getJson('/api/v1/job/getjob?location=Mumbai');
    expect(none.body).toEqual([]);
  });

  it('answers 400 with a message for an unknown department, a repeated value or long text', async () => {
    for (const query of [
      'department=Gossip',
      'department=Design&department=Sales',
      `search=${'x'.repeat(10_240)}`,
    ]) {
      const { status, body } = await getJson(`/api/v1/job/getjob?${query}`);
      expect(status, query).toBe(400);
      expect((body as { message: string }).message, query).toMatch(/department|search/);
    }
  });

  it('never fails on hostile text: it is matched literally', async () => {
    for (const text of ["' OR 1=1 --", '%_\\', '<script>alert(1)</script>', '\u0000x']) {
      const { status, body } = await getJson(
        `/api/v1/job/getjob?location=${encodeURIComponent(text)}&search=${encodeURIComponent(text)}`,
      );
      expect(status, text).toBe(200);
      expect(body, text).toEqual([]);
    }
  });
});
