import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  careersScenarios,
  seedCareersScenario,
} from '../../api/src/modules/careers/careers.scenarios';
import { BlogPost } from '../../api/src/modules/blog/blog-post.entity';
import { MediaAsset } from '../../api/src/modules/media/media-asset.entity';
import { mediaScenarios, seedMediaAsset } from '../../api/src/modules/media/media.scenarios';
import { graphqlMultipart, type TestFile } from '../support/graphql-multipart';
import { PDF_BYTES } from '../support/resume-files';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { HTML_BYTES, PNG_BYTES, pngOfSize } from '../support/sample-files';
import { bearer, signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';
import { freeLoopbackPort } from '../support/free-port';

const CREATE_POST = `mutation ($input: BlogPostInput!, $image: Upload) {
  createBlogPost(input: $input, image: $image) { id image }
}`;
const postFields = {
  title: 'Shared Storage',
  description: 'One bucket.',
  category: 'REGULAR_UPDATE',
};
const png: TestFile = { bytes: PNG_BYTES, filename: 'cover.png', type: 'image/png' };

let s3: TestS3Server;
/** Two servers on the same bucket, each with its own data folder (and its own database). */
let first: TestServer;
let second: TestServer;
let admin: SignedInStaff;

beforeAll(async () => {
  s3 = await startS3Server();
  [first, second] = await Promise.all([
    startTestServer({ mode: 'none' }, s3.appEnv()),
    startTestServer({ mode: 'none' }, s3.appEnv()),
  ]);
  admin = await signInAs(first.url, first.orm, 'ADMIN');
});
afterAll(async () => {
  await first.close();
  await second.close();
  await s3.close();
});

/** Files a server wrote to its own disk under DATA_DIR/uploads. */
async function localUploads(server: TestServer): Promise<number> {
  const root = path.join(server.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

function createPost(server: TestServer, token: string, image: TestFile) {
  return graphqlMultipart<{ createBlogPost: { id: string; image: string } }>(
    server.url,
    CREATE_POST,
    { input: postFields, image: null },
    { image },
    { token },
  );
}

/** The image's row as another server's database would hold it, pointing at the same key. */
async function copyAssetRow(from: TestServer, to: TestServer, id: number): Promise<number> {
  const { storageKey, originalName, mimeType, size, width, height, variants } = await from.orm.em
    .fork()
    .findOneOrFail(MediaAsset, { id });
  const row = {
    ...{ storageKey, originalName, mimeType, size, width, height, variants },
    uploadedBy: null,
  };
  return (await seedMediaAsset(to.orm, row)).id;
}

function expectImageHeaders(response: Response): void {
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(response.headers.get('content-length')).toBe(String(PNG_BYTES.length));
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
}

describe('uploads in an S3-compatible bucket (STORAGE_URL=s3://...)', () => {
  it('serves an image uploaded through one server from another whose disk never saw it', async () => {
    const objectsBefore = (await s3.objectKeys()).length;
    const created = await createPost(first, admin.token, png);
    const image = created.data?.createBlogPost.image ?? '';
    expect(image).toMatch(/^\/media\/\d+\.png$/);
    // The original and its one resized copy (a WebP of the same 1x1 size).
    expect(await s3.objectKeys()).toHaveLength(objectsBefore + 2);
    expect(await localUploads(first)).toBe(0);

    const fromFirst = await fetch(`${first.url}${image}`);
    expect(fromFirst.status).toBe(200);
    expectImageHeaders(fromFirst);
    expect(Buffer.from(await fromFirst.arrayBuffer()).equals(PNG_BYTES)).toBe(true);

    const idOnSecond = await copyAssetRow(first, second, Number(/\d+/.exec(image)?.[0]));
    const fromSecond = await fetch(`${second.url}/media/${idOnSecond}.png`);
    expect(fromSecond.status).toBe(200);
    expectImageHeaders(fromSecond);
    expect(Buffer.from(await fromSecond.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    const copyOnSecond = await fetch(`${second.url}/media/${idOnSecond}-1.webp`);
    expect(copyOnSecond.status).toBe(200);
    expect(copyOnSecond.headers.get('content-type')).toBe('image/webp');
    expect(await localUploads(second)).toBe(0);
  });

  it('keeps a resume in the bucket and lets only staff download it', async () => {
    await seedCareersScenario(first.orm, careersScenarios.standard);
    const form = new FormData();
    const applicant = {
      fullName: 'Asha Rao',
      email: 'asha.s3@example.com',
      phone: '9876501234',
      experience: '3 years',
      portfolio: 'https://asha.example.com',
      jobTitle: 'Backend Engineer',
      jobLocation: 'Remote',
    };
    for (const [name, value] of Object.entries(applicant)) form.append(name, value);
    form.append('resume', new Blob([new Uint8Array(PDF_BYTES)]), 'cv.pdf');
    const objectsBefore = (await s3.objectKeys()).length;
    const applied = await fetch(`${first.url}/api/v1/job/applyjob`, { method: 'POST', body: form });
    expect(applied.status).toBe(201);
    const { id } = (await applied.json()) as { id: number };
    expect(await s3.objectKeys()).toHaveLength(objectsBefore + 1);
    expect(await localUploads(first)).toBe(0);

    const url = `${first.url}/api/v1/job/applications/${id}/resume`;
    expect((await fetch(url)).status).toBe(401);
    const download = await fetch(url, { headers: bearer(admin.token) });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
  });

  it.each([
    [
      'not an image',
      { bytes: HTML_BYTES, filename: 'cover.png', type: 'image/png' },
      'The image must be a PNG, JPEG, WebP or GIF image',
    ],
    [
      'over 5 MB',
      { bytes: pngOfSize(6 * 1024 * 1024), filename: 'huge.png' },
      'The image is larger than 5 MB',
    ],
  ])('leaves no object and no row behind for an upload that is %s', async (_, file, message) => {
    const objectsBefore = await s3.objectKeys();
    const postsBefore = await first.orm.em.fork().count(BlogPost);
    const answer = await createPost(first, admin.token, file);
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await s3.objectKeys()).toEqual(objectsBefore);
    expect(await first.orm.em.fork().count(BlogPost)).toBe(postsBefore);
  });
});

describe('when the bucket cannot be reached', () => {
  let broken: TestServer;
  let brokenAdmin: SignedInStaff;
  beforeAll(async () => {
    const endpoint = `http://127.0.0.1:${await freeLoopbackPort()}`;
    broken = await startTestServer({ mode: 'none' }, { ...s3.appEnv(), S3_ENDPOINT: endpoint });
    brokenAdmin = await signInAs(broken.url, broken.orm, 'ADMIN');
  });
  afterAll(() => broken.close());

  it('answers an image fetch with a clean 503', async () => {
    const asset = await seedMediaAsset(
      broken.orm,
      mediaScenarios.coverPng({
        storageKey: '0123456789abcdef0123456789abcdef',
        size: PNG_BYTES.length,
      }),
    );
    const response = await fetch(`${broken.url}/media/${asset.id}.png`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      message: 'File storage is unavailable right now; please try again shortly',
    });
  });

  it('refuses an upload with SERVICE_UNAVAILABLE and records nothing', async () => {
    const answer = await createPost(broken, brokenAdmin.token, png);
    expect(answer.errors).toEqual([
      {
        message: 'File storage is unavailable right now; please try again shortly',
        path: ['createBlogPost'],
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      },
    ]);
    expect(await broken.orm.em.fork().count(BlogPost)).toBe(0);
    expect(await localUploads(broken)).toBe(0);
  });
});
