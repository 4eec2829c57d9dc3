import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '../../api/src/modules/careers/job.entity';
import {
  careersScenarios,
  seedCareersScenario,
} from '../../api/src/modules/careers/careers.scenarios';
import { graphqlRequest } from '../support/graphql';
import { bearer, signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

const JOB_FIELDS = 'id slug title location type experience department description skills isOpen';
const ADMIN_JOBS = `query ($department: String, $location: String) {
  adminJobs(department: $department, location: $location) { ${JOB_FIELDS} }
}`;
const CREATE = `mutation ($input: JobInput!) { createJob(input: $input) { ${JOB_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { ${JOB_FIELDS} } }`;
const SET_OPEN = `mutation ($id: ID!, $open: Boolean!) { setJobOpen(id: $id, open: $open) { slug isOpen } }`;
const DELETE = `mutation ($id: ID!) { deleteJob(id: $id) }`;
const OPEN_JOBS = `{ openJobs { slug } }`;

interface AdminJob {
  id: string;
  slug: string;
  title: string;
  location: string;
  skills: string[];
  isOpen: boolean;
}

const newJob = {
  title: 'Data Engineer',
  location: 'Remote',
  type: 'Full-time',
  experience: '3-5 years',
  department: 'Engineering',
  description: 'Pipelines and warehouses.',
  skills: [' SQL ', 'Python', '', 'SQL'],
};

let server: TestServer;
let admin: SignedInStaff;
beforeAll(async () => {
  server = await startTestServer();
  await seedCareersScenario(server.orm, careersScenarios.standard);
  admin = await signInAs(server.url, server.orm, 'ADMIN');
});
afterAll(() => server.close());

const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlRequest<T>(server.url, query, variables, { token: admin.token });
const jobCount = () => server.orm.em.fork().count(Job);
const openSlugs = async () =>
  (
    await graphqlRequest<{ openJobs: { slug: string }[] }>(server.url, OPEN_JOBS)
  ).data?.openJobs.map((job) => job.slug);

function rest(method: string, path: string, body?: unknown) {
  return fetch(`${server.url}/api${path}`, {
    method,
    headers: { ...bearer(admin.token), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

describe('adminJobs', () => {
  it('lists closed jobs too, and filters by department and location', async () => {
    const all = await asAdmin<{ adminJobs: AdminJob[] }>(ADMIN_JOBS);
    expect(all.data?.adminJobs.map((job) => job.slug)).toContain('finance-analyst');
    expect(all.data?.adminJobs.find((job) => job.slug === 'finance-analyst')?.isOpen).toBe(false);
    const filtered = await asAdmin<{ adminJobs: AdminJob[] }>(ADMIN_JOBS, {
      department: 'Engineering',
      location: 'Remote',
    });
    expect(filtered.data?.adminJobs.map((job) => job.slug)).toEqual(['backend-engineer']);
    const everything = await asAdmin<{ adminJobs: AdminJob[] }>(ADMIN_JOBS, {
      department: 'All',
      location: 'All',
    });
    expect(everything.data?.adminJobs).toHaveLength(all.data?.adminJobs.length ?? -1);
  });

  it('refuses an unknown department by name', async () => {
    const answer = await asAdmin(ADMIN_JOBS, { department: 'Gossip' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toMatch(/department/);
  });
});

describe('job lifecycle over GraphQL', () => {
  it('creates an open job with a trimmed skill list and a unique slug, shown to visitors', async () => {
    const first = await asAdmin<{ createJob: AdminJob }>(CREATE, { input: newJob });
    expect(first.errors).toBeUndefined();
    expect(first.data?.createJob).toMatchObject({
      slug: 'data-engineer',
      skills: ['SQL', 'Python'],
      isOpen: true,
    });
    const second = await asAdmin<{ createJob: AdminJob }>(CREATE, { input: newJob });
    expect(second.data?.createJob.slug).toBe('data-engineer-2');
    expect(await openSlugs()).toEqual(expect.arrayContaining(['data-engineer', 'data-engineer-2']));
  });

  it('updates every field but keeps the address; closing hides it, reopening shows it', async () => {
    const { data } = await asAdmin<{ createJob: AdminJob }>(CREATE, {
      input: { ...newJob, title: 'QA Lead' },
    });
    const id = data?.createJob.id;
    const updated = await asAdmin<{ updateJob: AdminJob }>(UPDATE, {
      id,
      input: { ...newJob, title: 'QA Manager', location: 'Hybrid', skills: ['Testing'] },
    });
    expect(updated.data?.updateJob).toMatchObject({
      slug: 'qa-lead',
      title: 'QA Manager',
      location: 'Hybrid',
      skills: ['Testing'],
    });
    await asAdmin(SET_OPEN, { id, open: false });
    expect(await openSlugs()).not.toContain('qa-lead');
    const page = await graphqlRequest(server.url, `{ job(slug: "qa-lead") { title } }`);
    expect(page.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await asAdmin(SET_OPEN, { id, open: true });
    expect(await openSlugs()).toContain('qa-lead');
  });

  it('deletes a job: it leaves the list and a second delete is not found', async () => {
    const { data } = await asAdmin<{ createJob: AdminJob }>(CREATE, {
      input: { ...newJob, title: 'Short Lived' },
    });
    const id = data?.createJob.id;
    expect((await asAdmin<{ deleteJob: string }>(DELETE, { id })).data?.deleteJob).toBe(id);
    expect(await openSlugs()).not.toContain('short-lived');
    const again = await asAdmin(DELETE, { id });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('names every missing field and stores nothing', async () => {
    const before = await jobCount();
    const answer = await asAdmin(CREATE, {
      input: {
        title: ' ',
        location: '',
        type: '',
        experience: '',
        department: '',
        description: '',
        skills: [' '],
      },
    });
    expect(answer.errors?.[0]?.extensions?.fields).toEqual({
      title: 'Title is required',
      location: 'Location is required',
      type: 'Type is required',
      experience: 'Experience is required',
      department: 'Department is required',
      description: 'Description is required',
      skills: 'Skills are required',
    });
    expect(await jobCount()).toBe(before);
  });

  it('answers unknown ids with NOT_FOUND and malformed ids with BAD_USER_INPUT', async () => {
    for (const [query, variables] of [
      [UPDATE, { id: '987654', input: newJob }],
      [SET_OPEN, { id: '987654', open: false }],
      [DELETE, { id: '987654' }],
    ] as const) {
      expect((await asAdmin(query, variables)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const bad = await asAdmin(DELETE, { id: 'abc' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('REST job calls', () => {
  it('POST /v1/job/createjob takes skills as a list, JSON text or comma text', async () => {
    for (const [title, skills] of [
      ['Rest One', ['Go', ' Rust ']],
      ['Rest Two', '["Go", " Rust "]'],
      ['Rest Three', 'Go, Rust ,'],
    ] as const) {
      const response = await rest('POST', '/v1/job/createjob', { ...newJob, title, skills });
      expect(response.status, title).toBe(201);
      const body = (await response.json()) as { _id: string; title: string; skills: string[] };
      expect(body, title).toMatchObject({ title, skills: ['Go', 'Rust'] });
      expect(body._id).toMatch(/^\d+$/);
    }
  });

  it('PUT /v1/jobs/updatejob/{id} replaces the job; DELETE /v1/job/deletejob/{id} removes it', async () => {
    const created = (await (
      await rest('POST', '/v1/job/createjob', { ...newJob, title: 'Rest Edit' })
    ).json()) as { id: number };
    const put = await rest('PUT', `/v1/jobs/updatejob/${created.id}`, {
      ...newJob,
      title: 'Rest Edited',
    });
    expect(put.status).toBe(200);
    expect(((await put.json()) as { title: string }).title).toBe('Rest Edited');
    const removed = await rest('DELETE', `/v1/job/deletejob/${created.id}`);
    expect(removed.status).toBe(200);
    expect(await rest('DELETE', `/v1/job/deletejob/${created.id}`)).toHaveProperty('status', 404);
  });

  it('answers bad input with 400 naming the fields, unknown ids with 404, storing nothing', async () => {
    const before = await jobCount();
    const cases: [string, string, unknown, number, RegExp][] = [
      ['POST', '/v1/job/createjob', { ...newJob, title: undefined }, 400, /title/],
      ['POST', '/v1/job/createjob', { ...newJob, skills: 42 }, 400, /skills/],
      ['POST', '/v1/job/createjob', { ...newJob, type: 'Forever' }, 400, /type/],
      ['POST', '/v1/job/createjob', { ...newJob, title: 'x'.repeat(201) }, 400, /title/],
      ['POST', '/v1/job/createjob', [newJob], 400, /JSON object/],
      ['POST', '/v1/job/createjob', '{not json', 400, /JSON/],
      ['PUT', '/v1/jobs/updatejob/987654', newJob, 404, /No job/],
      ['PUT', '/v1/jobs/updatejob/abc', newJob, 400, /id/],
      ['DELETE', '/v1/job/deletejob/987654', undefined, 404, /No job/],
    ];
    for (const [method, path, body, status, message] of cases) {
      const response = await rest(method, path, body);
      const label = `${method} ${path} ${body === undefined ? '' : JSON.stringify(body).slice(0, 60)}`;
      expect(response.status, label).toBe(status);
      expect(((await response.json()) as { message: string }).message, label).toMatch(message);
    }
    expect(await jobCount()).toBe(before);
  });

  it('keeps GET /v1/job/getjob public, showing open jobs only', async () => {
    const response = await fetch(`${server.url}/api/v1/job/getjob`);
    expect(response.status).toBe(200);
    const titles = ((await response.json()) as { title: string }[]).map((job) => job.title);
    expect(titles).not.toContain('Finance Analyst');
  });
});

describe('SEO fields of a job', () => {
  const META = `query ($slug: String!) { job(slug: $slug) { meta { title description canonicalUrl imageUrl } } }`;
  const WITH_SEO = `mutation ($input: JobInput!, $seo: SeoInput) {
    createJob(input: $input, seo: $seo) { id slug seo { metaTitle metaDescription canonicalUrl } }
  }`;

  it('derives the page head from the job, and uses the overrides once set', async () => {
    const created = await asAdmin<{ createJob: { id: string; slug: string } }>(WITH_SEO, {
      input: { ...newJob, title: 'SEO Analyst' },
    });
    const slug = created.data?.createJob.slug ?? '';
    const derived = await graphqlRequest<{ job: { meta: Record<string, unknown> } }>(
      server.url,
      META,
      { slug },
    );
    expect(derived.data?.job.meta).toEqual({
      title: 'SEO Analyst (Remote) | Nexora Digital',
      description: 'Full-time Engineering role at Nexora Digital, Remote, 3-5 years of experience.',
      canonicalUrl: `/careers/${slug}`,
      imageUrl: null,
    });

    const seo = {
      metaTitle: 'Remote SEO Analyst job',
      metaDescription: 'Grow organic traffic for Indian businesses.',
      canonicalUrl: '/careers',
    };
    const updated = await asAdmin(
      `mutation ($id: ID!, $input: JobInput!, $seo: SeoInput) { updateJob(id: $id, input: $input, seo: $seo) { id } }`,
      { id: created.data?.createJob.id, input: { ...newJob, title: 'SEO Analyst' }, seo },
    );
    expect(updated.errors).toBeUndefined();
    const overridden = await graphqlRequest<{ job: { meta: Record<string, unknown> } }>(
      server.url,
      META,
      { slug },
    );
    expect(overridden.data?.job.meta).toEqual({
      title: seo.metaTitle,
      description: seo.metaDescription,
      canonicalUrl: '/careers',
      imageUrl: null,
    });
  });

  it('keeps the SEO fields when an update sends none', async () => {
    const created = await asAdmin<{ createJob: { id: string } }>(WITH_SEO, {
      input: { ...newJob, title: 'Keeps SEO' },
      seo: { metaTitle: 'Kept title' },
    });
    const id = created.data?.createJob.id;
    await asAdmin(UPDATE, { id, input: { ...newJob, title: 'Keeps SEO' } });
    const jobs = await asAdmin<{ adminJobs: { id: string; seo: { metaTitle: string } }[] }>(
      `{ adminJobs { id seo { metaTitle } } }`,
    );
    expect(jobs.data?.adminJobs.find((job) => job.id === id)?.seo.metaTitle).toBe('Kept title');
  });
});
