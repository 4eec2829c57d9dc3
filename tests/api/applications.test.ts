import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  DUPLICATE_APPLICATION_MESSAGE,
  INVALID_RESUME_MESSAGE,
} from '../../common/applications';
import {
  careersScenarios,
  seedCareersScenario,
} from '../../api/src/modules/careers/careers.scenarios';
import { JobApplication } from '../../api/src/modules/careers/job-application.entity';
import { OutboxMessage } from '../../api/src/modules/outbox/outbox-message.entity';
import { startFakeWhatsapp, type FakeWhatsapp } from '../support/fake-whatsapp';
import { graphqlRequest } from '../support/graphql';
import { graphqlMultipart, type TestFile } from '../support/graphql-multipart';
import {
  DOC_BYTES,
  DOCX_BYTES,
  EXE_BYTES,
  HTML_AS_PDF_BYTES,
  MSI_BYTES,
  XLS_NAMING_WORD_BYTES,
  PDF_BYTES,
  pdfOfSize,
  ZIP_BYTES,
} from '../support/resume-files';
import { bearer, signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let whatsapp: FakeWhatsapp;
let admin: SignedInStaff;
let phoneCounter = 0;

beforeAll(async () => {
  whatsapp = await startFakeWhatsapp();
  server = await startTestServer(
    { mode: 'none' },
    {
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_LICENCE: 'LIC-1',
      WHATSAPP_API_KEY: 'key-1',
      HIRING_EMAIL: 'hiring@example.com',
    },
  );
  await seedCareersScenario(server.orm, careersScenarios.standard);
  admin = await signInAs(server.url, server.orm, 'ADMIN');
});
afterAll(async () => {
  await server.close();
  await whatsapp.close();
});

function applicant(overrides: Record<string, string> = {}): Record<string, string> {
  phoneCounter += 1;
  return {
    fullName: 'Asha Rao',
    email: `asha${phoneCounter}@example.com`,
    phone: `98${String(phoneCounter).padStart(8, '0')}`,
    experience: '3 years',
    portfolio: 'https://asha.example.com',
    jobTitle: 'Backend Engineer',
    jobLocation: ' Remote ',
    ...overrides,
  };
}

/** POST /api/v1/job/applyjob as the original form sent it. */
async function applyOverRest(
  fields: Record<string, string>,
  resume?: TestFile,
  baseUrl = server.url,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (resume) {
    const blob = new Blob([new Uint8Array(resume.bytes)], { type: resume.type ?? '' });
    form.append('resume', blob, resume.filename);
  }
  const response = await fetch(`${baseUrl}/api/v1/job/applyjob`, { method: 'POST', body: form });
  return {
    status: response.status,
    body: (await response.json()) as { message: string; id?: number },
  };
}

async function storedState() {
  const em = server.orm.em.fork();
  return {
    applications: await em.count(JobApplication),
    outbox: await em.count(OutboxMessage),
    files: await countFiles(),
  };
}

async function countFiles(): Promise<number> {
  const entries = await readdir(path.join(server.dataDir, 'uploads'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

describe('applying over REST (spec call 5)', () => {
  it.each([
    ['PDF', { bytes: PDF_BYTES, filename: 'cv.pdf', type: 'application/pdf' }, 'application/pdf'],
    [
      'DOC',
      { bytes: DOC_BYTES, filename: 'cv.doc', type: 'application/msword' },
      'application/msword',
    ],
    [
      'DOCX',
      { bytes: DOCX_BYTES, filename: 'cv.docx' },
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  ])(
    'stores a %s resume and queues the applicant’s confirmations and the hiring e-mail',
    async (_kind, file, mime) => {
      const before = await countFiles();
      const fields = applicant();
      const answer = await applyOverRest(fields, file);
      expect(answer.status).toBe(201);
      expect(answer.body.message).toBe('Application submitted');

      const em = server.orm.em.fork();
      const stored = await em.findOneOrFail(JobApplication, { id: answer.body.id ?? 0 });
      expect(stored).toMatchObject({ fullName: 'Asha Rao', resumeMime: mime, status: 'NEW' });
      expect(await countFiles()).toBe(before + 1);
      const messages = await em.find(OutboxMessage, {
        $or: [
          { data: { email: fields['email'] } },
          { recipient: { $in: [fields['email'] ?? '', `91${fields['phone']}`] } },
        ],
      });
      expect(messages.map((m) => [m.channel, m.recipient, m.template]).sort()).toEqual([
        ['EMAIL', fields['email'], 'applicationReceived'],
        ['EMAIL', 'hiring@example.com', 'jobApplication'],
        ['WHATSAPP', `91${fields['phone']}`, 'jobapply'],
      ]);
    },
  );

  /** An upload refused because its bytes are not the resume type it claims to be. */
  const notAResume = (kind: string, file: TestFile) =>
    [kind, file, 400, INVALID_RESUME_MESSAGE] as const;
  const pdfNamed = (bytes: Buffer) => ({ bytes, filename: 'cv.pdf', type: 'application/pdf' });
  const docNamed = (bytes: Buffer) => ({ bytes, filename: 'cv.doc', type: 'application/msword' });

  it.each([
    notAResume('an executable renamed .pdf', pdfNamed(EXE_BYTES)),
    notAResume('HTML disguised as PDF', pdfNamed(HTML_AS_PDF_BYTES)),
    notAResume('a plain zip named .docx', { bytes: ZIP_BYTES, filename: 'cv.docx' }),
    notAResume('an installer (a compound file like .doc) named .doc', docNamed(MSI_BYTES)),
    notAResume(
      'a spreadsheet that only mentions WordDocument in its data, named .doc',
      docNamed(XLS_NAMING_WORD_BYTES),
    ),
    [
      'a 6 MB PDF',
      { bytes: pdfOfSize(6 * 1024 * 1024), filename: 'cv.pdf' },
      413,
      'The resume is larger than 5 MB',
    ] as const,
  ])('refuses %s, storing nothing', async (_kind, file, status, message) => {
    const before = await storedState();
    const files = await countFiles();
    const answer = await applyOverRest(applicant(), file);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    expect(await storedState()).toEqual(before);
    expect(await countFiles()).toBe(files);
  });

  it.each([
    ['a missing resume', {}, undefined, 400, 'Please attach your resume'],
    [
      'a bad portfolio URL',
      { portfolio: 'not a url' },
      PDF_BYTES,
      400,
      'Portfolio must be a valid URL',
    ],
    [
      'an unknown job',
      { jobTitle: 'Astronaut' },
      PDF_BYTES,
      404,
      'This job is not open for applications',
    ],
    [
      'a closed job',
      { jobTitle: 'Finance Analyst', jobLocation: 'Mumbai' },
      PDF_BYTES,
      404,
      'This job is not open for applications',
    ],
    ['a missing name', { fullName: ' ' }, PDF_BYTES, 400, 'Full name is required'],
    ['a bad phone', { phone: '12345' }, PDF_BYTES, 400, 'valid 10-digit mobile number'],
  ])(
    'refuses %s with a message, storing nothing',
    async (_kind, overrides, bytes, status, message) => {
      const before = await storedState();
      const files = await countFiles();
      const resume = bytes ? { bytes, filename: 'cv.pdf' } : undefined;
      const answer = await applyOverRest(applicant(overrides), resume);
      expect(answer.status).toBe(status);
      expect(answer.body.message).toContain(message);
      expect(await storedState()).toEqual(before);
      expect(await countFiles()).toBe(files);
    },
  );

  it('answers the same person applying twice within 24 hours with a clear message', async () => {
    const fields = applicant();
    const resume = { bytes: PDF_BYTES, filename: 'cv.pdf' };
    expect((await applyOverRest(fields, resume)).status).toBe(201);
    const before = await storedState();
    const again = await applyOverRest(
      { ...fields, email: fields['email']?.toUpperCase() ?? '' },
      resume,
    );
    expect(again).toEqual({ status: 409, body: { message: DUPLICATE_APPLICATION_MESSAGE } });
    expect(await storedState()).toEqual(before);
  });
});

const APPLY = `mutation Apply($input: JobApplicationInput!, $resume: Upload!) {
  applyToJob(input: $input, resume: $resume) { id jobTitle }
}`;

describe('applying over GraphQL', () => {
  it('takes the resume as an Upload and answers a receipt', async () => {
    const { jobTitle: _t, jobLocation: _l, ...fields } = applicant();
    const answer = await graphqlMultipart<{ applyToJob: { jobTitle: string } }>(
      server.url,
      APPLY,
      { input: { ...fields, jobSlug: 'product-designer' }, resume: null },
      { resume: { bytes: DOCX_BYTES, filename: 'cv.docx' } },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.applyToJob.jobTitle).toBe('Product Designer');
  });

  it('refuses a disguised file with the form’s message and field', async () => {
    const { jobTitle: _t, jobLocation: _l, ...fields } = applicant();
    const before = await storedState();
    const answer = await graphqlMultipart(
      server.url,
      APPLY,
      { input: { ...fields, jobSlug: 'product-designer' }, resume: null },
      { resume: { bytes: HTML_AS_PDF_BYTES, filename: 'cv.pdf', type: 'application/pdf' } },
    );
    expect(answer.errors?.[0]?.message).toBe(INVALID_RESUME_MESSAGE);
    expect(answer.errors?.[0]?.extensions?.fields).toEqual({ resume: INVALID_RESUME_MESSAGE });
    expect(await storedState()).toEqual(before);
  });
});

describe('notifications after applying', () => {
  it('the application succeeds while WhatsApp is down; the message goes out once it is back', async () => {
    whatsapp.setDown(true);
    const fields = applicant();
    expect((await applyOverRest(fields, { bytes: PDF_BYTES, filename: 'cv.pdf' })).status).toBe(
      201,
    );
    await server.outbox.runOnce();
    expect(whatsapp.delivered()).not.toContain(`91${fields['phone']}`);
    whatsapp.setDown(false);
    await server.outbox.runOnce(new Date(Date.now() + 60_000));
    expect(whatsapp.delivered().filter((c) => c === `91${fields['phone']}`)).toHaveLength(1);
  });
});

describe('staff review', () => {
  it('lists applications, moves them in the pipeline with notes, and exports CSV', async () => {
    const fields = applicant({ fullName: '=HYPERLINK("x")' });
    const { body } = await applyOverRest(fields, { bytes: PDF_BYTES, filename: 'my cv.pdf' });
    const id = String(body.id);
    const reviewed = await graphqlRequest<{
      reviewJobApplication: { status: string; notes: string };
    }>(
      server.url,
      `mutation ($id: ID!) { reviewJobApplication(id: $id, status: SHORTLISTED, notes: "Strong SQL") { status notes } }`,
      { id },
      { token: admin.token },
    );
    expect(reviewed.data?.reviewJobApplication).toEqual({
      status: 'SHORTLISTED',
      notes: 'Strong SQL',
    });
    const listed = await graphqlRequest<{
      jobApplications: { items: { id: string; resumeName: string }[] };
    }>(
      server.url,
      `{ jobApplications(status: SHORTLISTED) { items { id resumeName } total } }`,
      {},
      { token: admin.token },
    );
    expect(listed.data?.jobApplications.items).toEqual([{ id, resumeName: 'my cv.pdf' }]);

    const csv = await fetch(`${server.url}/api/v1/job/applications.csv?status=SHORTLISTED`, {
      headers: bearer(admin.token),
    });
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe(
      '"Id","Applied","Job","Name","Email","Phone","Experience","Portfolio","Status","Notes"',
    );
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('sorts by job title through the job, and by status in the pipeline’s order', async () => {
    type Row = { id: string; jobTitle: string; status: string };
    const list = async (sort: string) =>
      (
        await graphqlRequest<{ jobApplications: { items: Row[] } }>(
          server.url,
          `{ jobApplications(sort: ${sort}) { items { id jobTitle status } } }`,
          {},
          { token: admin.token },
        )
      ).data?.jobApplications.items ?? [];
    const byTitle = await list('{ field: JOB_TITLE, direction: DESC }');
    expect(byTitle.length).toBeGreaterThan(1);
    // Titles as the database compares them (byte by byte), equal titles newest id first.
    const expected = [...byTitle].sort((a, b) =>
      a.jobTitle === b.jobTitle ? Number(b.id) - Number(a.id) : a.jobTitle < b.jobTitle ? 1 : -1,
    );
    expect(byTitle).toEqual(expected);
    const byStatus = await list('{ field: STATUS }');
    const ranks = byStatus.map((row) => APPLICATION_STATUSES.indexOf(row.status as never));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(byStatus.at(-1)?.status).toBe('SHORTLISTED');
  });

  it('lets admins download a resume as an attachment that browsers will not sniff', async () => {
    const { body } = await applyOverRest(applicant(), { bytes: PDF_BYTES, filename: 'cv.pdf' });
    const url = `${server.url}/api/v1/job/applications/${body.id}/resume`;
    expect((await fetch(url)).status).toBe(401);
    const response = await fetch(url, { headers: bearer(admin.token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?cv\.pdf"?$/,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF_BYTES);
  });

  it('stores a resume with a 250-character name, shortened to fit with its real extension', async () => {
    const { status, body } = await applyOverRest(applicant(), {
      bytes: PDF_BYTES,
      filename: `${'x'.repeat(246)}.exe`,
    });
    expect(status).toBe(201);
    const stored = await server.orm.em.fork().findOneOrFail(JobApplication, { id: body.id });
    expect(stored.resumeName).toHaveLength(200);
    expect(stored.resumeName.endsWith('x.pdf')).toBe(true);
  });

  it('downloads a resume under its real type’s extension, whatever name it came with', async () => {
    const { body } = await applyOverRest(applicant(), { bytes: PDF_BYTES, filename: 'cv.msi' });
    const response = await fetch(`${server.url}/api/v1/job/applications/${body.id}/resume`, {
      headers: bearer(admin.token),
    });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?cv\.pdf"?$/,
    );
  });
});

describe('applying rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ mode: 'none' }, { APPLY_RATE_LIMIT: '2' });
    await seedCareersScenario(limited.orm, careersScenarios.standard);
  });
  afterAll(() => limited.close());

  it('answers 429 once one address has sent APPLY_RATE_LIMIT applications, storing nothing', async () => {
    const resume = { bytes: PDF_BYTES, filename: 'cv.pdf' };
    const apply = () => applyOverRest(applicant(), resume, limited.url);
    expect((await apply()).status).toBe(201);
    expect((await apply()).status).toBe(201);
    expect(await apply()).toEqual({
      status: 429,
      body: { message: 'Too many requests. Please try again in a few minutes.' },
    });
    expect(await limited.orm.em.fork().count(JobApplication)).toBe(2);
  });
});
