import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BlogPost } from '../../api/src/modules/blog/blog-post.entity';
import { MediaAsset } from '../../api/src/modules/media/media-asset.entity';
import { graphqlRequest } from '../support/graphql';
import { graphqlMultipart, type TestFile } from '../support/graphql-multipart';
import sharp from 'sharp';
import { GIF_BYTES, HTML_BYTES, JPEG_BYTES, PNG_BYTES, pngOfSize } from '../support/sample-files';
import { samplePhoto } from '../support/sample-photos';
import { bearer, signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

const POST_FIELDS = 'id slug title description category image';
const CREATE = `mutation ($input: BlogPostInput!, $image: Upload) {
  createBlogPost(input: $input, image: $image) { ${POST_FIELDS} }
}`;
const UPDATE = `mutation ($id: ID!, $input: BlogPostInput!, $image: Upload) {
  updateBlogPost(id: $id, input: $input, image: $image) { ${POST_FIELDS} }
}`;
const DELETE = `mutation ($id: ID!) { deleteBlogPost(id: $id) }`;
const ADMIN_LIST = `{ adminBlogPosts(limit: 50) { total items { id title } } }`;
const PUBLIC_POST = `query ($slug: String) { blogPost(slug: $slug) { title image } }`;

interface Post {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  image: string | null;
}

const fields = {
  title: 'Launching Our New Portal',
  description: 'A first paragraph.\nA second paragraph.',
  category: 'REGULAR_UPDATE',
};
const png: TestFile = { bytes: PNG_BYTES, filename: 'cover.png', type: 'image/png' };
const htmlAsPng: TestFile = { bytes: HTML_BYTES, filename: 'cover.png', type: 'image/png' };
const sixMegabytes: TestFile = {
  bytes: pngOfSize(6 * 1024 * 1024),
  filename: 'huge.png',
  type: 'image/png',
};

let server: TestServer;
let admin: SignedInStaff;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAs(server.url, server.orm, 'ADMIN');
});
afterAll(() => server.close());

/** Every test starts from an empty blog, so counts say exactly what a call stored. */
beforeEach(async () => {
  const em = server.orm.em.fork();
  await em.nativeDelete(BlogPost, {});
  await em.nativeDelete(MediaAsset, {});
  await rm(path.join(server.dataDir, 'uploads'), { recursive: true, force: true });
});

async function storedFiles(): Promise<number> {
  const root = path.join(server.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

async function stored() {
  const em = server.orm.em.fork();
  return {
    posts: await em.count(BlogPost),
    assets: await em.count(MediaAsset),
    files: await storedFiles(),
  };
}

const nothingStored = { posts: 0, assets: 0, files: 0 };
/** A post with a 1x1 image: the original and its one resized copy, a WebP of the same size. */
const oneSmallImage = { posts: 1, assets: 1, files: 2 };

function createWith(input: Record<string, unknown>, image?: TestFile) {
  return graphqlMultipart<{ createBlogPost: Post }>(
    server.url,
    CREATE,
    { input, image: null },
    image ? { image } : {},
    { token: admin.token },
  );
}

async function createdPost(image?: TestFile): Promise<Post> {
  const answer = await createWith(fields, image);
  const post = answer.data?.createBlogPost;
  if (!post) throw new Error(`create failed: ${JSON.stringify(answer.errors)}`);
  return post;
}

function getMedia(address: string) {
  return fetch(`${server.url}${address}`);
}

describe('createBlogPost (GraphQL multipart)', () => {
  it('publishes a post whose image is served with safe, cacheable headers', async () => {
    const post = await createdPost(png);
    expect(post).toMatchObject({ ...fields, slug: 'launching-our-new-portal' });
    expect(post.image).toMatch(/^\/media\/\d+\.png$/);
    expect(await stored()).toEqual(oneSmallImage);

    const image = await getMedia(post.image ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_BYTES)).toBe(true);

    const shown = await graphqlRequest<{ blogPost: { image: string } }>(server.url, PUBLIC_POST, {
      slug: post.slug,
    });
    expect(shown.data?.blogPost.image).toBe(post.image);
  });

  it('records the type read from the bytes, not the name or the claimed type', async () => {
    const post = await createdPost({ bytes: GIF_BYTES, filename: 'photo.png', type: 'image/png' });
    expect(post.image).toMatch(/\.gif$/);
    expect((await getMedia(post.image ?? '')).headers.get('content-type')).toBe('image/gif');
  });

  it('publishes a post without an image, and gives a second post with that title its own slug', async () => {
    const first = await createdPost();
    const second = await createdPost();
    expect(first.image).toBeNull();
    expect(second.slug).toBe('launching-our-new-portal-2');
  });

  it.each([
    ['an empty title', { title: '  ' }, 'title', 'Title is required'],
    ['an empty description', { description: '' }, 'description', 'Description is required'],
    [
      'an oversize title',
      { title: 'x'.repeat(201) },
      'title',
      'title must be at most 200 characters',
    ],
    [
      'an oversize description',
      { description: 'x'.repeat(20_001) },
      'description',
      'description must be at most 20000 characters',
    ],
  ])('refuses %s, naming the field, and stores nothing', async (_case, change, field, problem) => {
    const answer = await createWith({ ...fields, ...change }, png);
    expect(answer.data?.createBlogPost ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { [field]: problem },
    });
    expect(await stored()).toEqual(nothingStored);
  });

  it('refuses a missing category before anything runs', async () => {
    const answer = await createWith({ title: 'T', description: 'D' }, png);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toContain('category');
    expect(await stored()).toEqual(nothingStored);
  });

  it('refuses HTML sent as a PNG and stores nothing', async () => {
    const answer = await createWith(fields, htmlAsPng);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'The image must be a PNG, JPEG, WebP or GIF image',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { image: 'must be a PNG, JPEG, WebP or GIF image' },
      },
    });
    expect(await stored()).toEqual(nothingStored);
  });

  it('refuses an image over 5 MB and stores nothing', async () => {
    const answer = await createWith(fields, sixMegabytes);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'The image is larger than 5 MB',
      extensions: { fields: { image: 'must be at most 5 MB' } },
    });
    expect(await stored()).toEqual(nothingStored);
  });

  it('is for admins only', async () => {
    const marketing = await signInAs(server.url, server.orm, 'MARKETING');
    const answer = await graphqlMultipart(
      server.url,
      CREATE,
      { input: fields, image: null },
      { image: png },
      {
        token: marketing.token,
      },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await stored()).toEqual(nothingStored);
  });
});

describe('updateBlogPost and deleteBlogPost (GraphQL)', () => {
  const update = (id: string, input: Record<string, unknown>, image?: TestFile) =>
    graphqlMultipart<{ updateBlogPost: Post }>(
      server.url,
      UPDATE,
      { id, input, image: null },
      image ? { image } : {},
      {
        token: admin.token,
      },
    );

  it('replaces the fields and keeps the image and the slug when no new image is sent', async () => {
    const post = await createdPost(png);
    const answer = await update(post.id, { ...fields, title: 'Renamed', category: 'SEO_BENEFITS' });
    expect(answer.data?.updateBlogPost).toMatchObject({
      title: 'Renamed',
      category: 'SEO_BENEFITS',
      slug: post.slug,
      image: post.image,
    });
  });

  it('replaces the image: the new one is served, the old one is gone', async () => {
    const post = await createdPost(png);
    const answer = await update(post.id, fields, { bytes: GIF_BYTES, filename: 'new.gif' });
    const updated = answer.data?.updateBlogPost;
    expect(updated?.image).toMatch(/\.gif$/);
    expect((await getMedia(updated?.image ?? '')).status).toBe(200);
    expect((await getMedia(post.image ?? '')).status).toBe(404);
    expect(await stored()).toEqual(oneSmallImage);
  });

  it('keeps the post as it was when the new image is refused', async () => {
    const post = await createdPost(png);
    const answer = await update(post.id, { ...fields, title: 'Changed' }, htmlAsPng);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const list = await graphqlRequest<{ adminBlogPosts: { items: { title: string }[] } }>(
      server.url,
      ADMIN_LIST,
      {},
      { token: admin.token },
    );
    expect(list.data?.adminBlogPosts.items.map((item) => item.title)).toEqual([fields.title]);
    expect(await stored()).toEqual(oneSmallImage);
  });

  it('answers NOT_FOUND for an unknown id and stores no file', async () => {
    const answer = await update('999999', fields, png);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'No blog post with id 999999',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(await stored()).toEqual(nothingStored);
  });

  it('deletes the post with its image; a second delete is NOT_FOUND', async () => {
    const post = await createdPost(png);
    const first = await graphqlRequest(server.url, DELETE, { id: post.id }, { token: admin.token });
    expect(first.data).toEqual({ deleteBlogPost: post.id });
    expect(await stored()).toEqual(nothingStored);
    expect((await getMedia(post.image ?? '')).status).toBe(404);
    const again = await graphqlRequest(server.url, DELETE, { id: post.id }, { token: admin.token });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('REST facade', () => {
  function form(values: Record<string, string>, image?: TestFile): FormData {
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    if (image) {
      body.append(
        'image',
        new Blob([new Uint8Array(image.bytes)], { type: image.type ?? '' }),
        image.filename,
      );
    }
    return body;
  }

  async function send(method: string, address: string, body?: FormData) {
    const response = await fetch(`${server.url}/api${address}`, {
      method,
      headers: bearer(admin.token),
      ...(body ? { body } : {}),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const restFields = {
    title: fields.title,
    description: fields.description,
    option: 'Regular Update',
  };

  it('creates, updates and deletes a post with the original form fields', async () => {
    const created = await send('POST', '/v1/blog/createblog', form(restFields, png));
    expect(created.status).toBe(201);
    const data = created.body['data'] as Record<string, unknown>;
    expect(data).toMatchObject({ title: fields.title, option: 'Regular Update' });
    expect(data['image']).toMatch(/^\/media\/\d+\.png$/);

    const updated = await send(
      'PUT',
      `/v1/blog/updateblog/${String(data['id'])}`,
      form({ ...restFields, title: 'Updated', option: 'seo' }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body['data']).toMatchObject({
      title: 'Updated',
      option: 'SEO Benefits',
      image: data['image'],
    });

    const deleted = await send('DELETE', `/v1/blog/deleteblog/${String(data['id'])}`);
    expect(deleted).toEqual({ status: 200, body: { message: 'Blog deleted', id: data['id'] } });
    expect(await stored()).toEqual(nothingStored);
  });

  it.each([
    ['a missing option', { title: 'T', description: 'D' }, 'option', 'Option is required'],
    [
      'an unknown option',
      { ...restFields, option: 'Gossip' },
      'option',
      "must be 'Educational Content', 'Regular Update' or 'SEO Benefits'",
    ],
    [
      'a missing title',
      { description: 'D', option: 'Regular Update' },
      'title',
      'Title is required',
    ],
  ])(
    'answers 400 for %s, naming the field, and stores nothing',
    async (_case, values, field, problem) => {
      const answer = await send('POST', '/v1/blog/createblog', form(values, png));
      expect(answer.status).toBe(400);
      expect(answer.body['fields']).toEqual({ [field]: problem });
      expect(typeof answer.body['message']).toBe('string');
      expect(await stored()).toEqual(nothingStored);
    },
  );

  it('answers 400 for HTML sent as a PNG and 413 for an image over 5 MB, storing nothing', async () => {
    const html = await send('POST', '/v1/blog/createblog', form(restFields, htmlAsPng));
    expect(html).toMatchObject({
      status: 400,
      body: { message: 'The image must be a PNG, JPEG, WebP or GIF image' },
    });
    const huge = await send('POST', '/v1/blog/createblog', form(restFields, sixMegabytes));
    expect(huge).toMatchObject({ status: 413, body: { message: 'The image is larger than 5 MB' } });
    expect(await stored()).toEqual(nothingStored);
  });

  it('answers 404 with a message for unknown ids', async () => {
    expect(await send('PUT', '/v1/blog/updateblog/424242', form(restFields, png))).toEqual({
      status: 404,
      body: { message: 'No blog post with id 424242' },
    });
    expect((await send('DELETE', '/v1/blog/deleteblog/424242')).status).toBe(404);
    expect((await send('DELETE', '/v1/blog/deleteblog/abc')).status).toBe(400);
    expect(await stored()).toEqual(nothingStored);
  });

  it('answers 401 without a session before reading the upload', async () => {
    const response = await fetch(`${server.url}/api/v1/blog/createblog`, {
      method: 'POST',
      body: form(restFields, png),
    });
    expect(response.status).toBe(401);
    expect(await stored()).toEqual(nothingStored);
  });
});

describe('GET /media', () => {
  it('answers 404 for unknown and malformed addresses', async () => {
    expect((await getMedia('/media/987654.png')).status).toBe(404);
    expect((await getMedia('/media/..%2F..%2Fsession-secret')).status).toBe(404);
  });
});

describe('responsive images', () => {
  const IMAGE_FIELDS = '{ src width height srcset sources { type srcset } }';
  const PICTURE = `picture ${IMAGE_FIELDS}`;
  const PICTURES = `${PICTURE} cardPicture ${IMAGE_FIELDS}`;
  const CREATE_WITH_PICTURE = `mutation ($input: BlogPostInput!, $image: Upload) {
    createBlogPost(input: $input, image: $image) { id slug image ${PICTURES} }
  }`;
  const LIST_PICTURES = `{ blogPosts(limit: 12) { items { title ${PICTURES} } } }`;
  const WEBP_WIDTHS = [320, 400, 480, 560, 640, 720, 800, 960, 1120, 1280, 1600, 1920];
  const JPEG_WIDTHS = [480, 960, 1920];
  const CARD_WIDTHS = [320, 400, 480, 560, 640, 720, 800, 960, 1120];
  const CARD_JPEG_WIDTHS = [480, 960];

  interface Picture {
    src: string;
    width: number | null;
    height: number | null;
    srcset: string | null;
    sources: { type: string; srcset: string }[];
  }
  type PostWithPicture = Pick<Post, 'id' | 'slug' | 'image'> & {
    picture: Picture | null;
    cardPicture: Picture | null;
  };

  /** Fetches each copy and checks what a browser gets: type, size, and a year of caching. */
  async function expectCopies(copies: [string, number][], heightOf: (width: number) => number) {
    for (const [url, width] of copies) {
      const response = await getMedia(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await response.arrayBuffer());
      const format = url.endsWith('.webp') ? 'webp' : 'jpeg';
      expect(response.headers.get('content-type')).toBe(`image/${format}`);
      expect(await sharp(bytes).metadata()).toMatchObject({
        format,
        width,
        height: heightOf(width),
      });
    }
  }

  let photo: TestFile;
  beforeAll(async () => {
    photo = {
      bytes: await samplePhoto({ width: 4000, height: 3000 }),
      filename: 'office.jpg',
      type: 'image/jpeg',
    };
  });

  async function publish(image: TestFile): Promise<PostWithPicture> {
    const answer = await graphqlMultipart<{ createBlogPost: PostWithPicture }>(
      server.url,
      CREATE_WITH_PICTURE,
      { input: fields, image: null },
      { image },
      { token: admin.token },
    );
    const post = answer.data?.createBlogPost;
    if (!post) throw new Error(`create failed: ${JSON.stringify(answer.errors)}`);
    return post;
  }

  /** 'a 320w, b 640w' -> [['a', 320], ['b', 640]] */
  function candidates(srcset: string | null | undefined): [string, number][] {
    return (srcset ?? '').split(', ').map((entry) => {
      const [url = '', width = ''] = entry.split(' ');
      return [url, Number.parseInt(width, 10)];
    });
  }

  it('makes WebP copies of a 4000x3000 photo at each width up to 1920, and JPEG fallbacks, cached for a year', async () => {
    const post = await publish(photo);
    const picture = post.picture;
    expect(picture).toMatchObject({ width: 4000, height: 3000 });
    expect(picture?.sources.map((source) => source.type)).toEqual(['image/webp']);
    const webp = candidates(picture?.sources[0]?.srcset);
    const jpeg = candidates(picture?.srcset);
    expect(webp.map(([, width]) => width)).toEqual(WEBP_WIDTHS);
    expect(jpeg.map(([, width]) => width)).toEqual(JPEG_WIDTHS);
    // The 5 MB-class original is never what a page asks for.
    expect(picture?.src).toBe(jpeg.at(-1)?.[0]);
    expect([...webp, ...jpeg].map(([url]) => url)).not.toContain(post.image);

    await expectCopies([...webp, ...jpeg], (width) => (width * 3) / 4);
  });

  it('crops copies to the 5:3 card frame for lists, so a card downloads no hidden pixels', async () => {
    const post = await publish(photo);
    const card = post.cardPicture;
    expect(card).toMatchObject({ width: 1120, height: 672 });
    const webp = candidates(card?.sources[0]?.srcset);
    const jpeg = candidates(card?.srcset);
    expect(webp.map(([, width]) => width)).toEqual(CARD_WIDTHS);
    expect(jpeg.map(([, width]) => width)).toEqual(CARD_JPEG_WIDTHS);
    expect(card?.src).toBe(jpeg.at(-1)?.[0]);
    await expectCopies([...webp, ...jpeg], (width) => Math.round((width * 3) / 5));
    const copies = [WEBP_WIDTHS, JPEG_WIDTHS, CARD_WIDTHS, CARD_JPEG_WIDTHS].flat().length;
    expect(await stored()).toEqual({ posts: 1, assets: 1, files: 1 + copies });
  });

  it('gives the public list, the post and the REST facade the same sizes and copies', async () => {
    const post = await publish(photo);
    const list = await graphqlRequest<{ blogPosts: { items: PostWithPicture[] } }>(
      server.url,
      LIST_PICTURES,
    );
    expect(list.data?.blogPosts.items[0]).toMatchObject({
      picture: post.picture,
      cardPicture: post.cardPicture,
    });
    const one = await graphqlRequest<{ blogPost: { picture: Picture } }>(
      server.url,
      `query ($slug: String) { blogPost(slug: $slug) { ${PICTURE} } }`,
      { slug: post.slug },
    );
    expect(one.data?.blogPost.picture).toEqual(post.picture);
    const rest = await fetch(`${server.url}/api/v1/blog/getblogbyId/${post.id}`);
    const { data } = (await rest.json()) as { data: { image: string; picture: Picture } };
    expect(data).toMatchObject({ image: post.image, picture: post.picture });
  });

  it('records a phone photo stored sideways at the size it is seen, and turns its copies upright', async () => {
    const sideways = await samplePhoto({ width: 1200, height: 900, orientation: 6 });
    const post = await publish({ bytes: sideways, filename: 'phone.jpg' });
    expect(post.picture).toMatchObject({ width: 900, height: 1200 });
    const [smallest] = candidates(post.picture?.sources[0]?.srcset);
    const bytes = Buffer.from(await (await getMedia(smallest?.[0] ?? '')).arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 320, height: 427 });
  });

  it('never enlarges a small image: its widest copy is its own size, the original the fallback', async () => {
    const post = await publish(png);
    expect(post.picture).toEqual({
      src: post.image,
      width: 1,
      height: 1,
      srcset: `${post.image} 1w`,
      sources: [
        {
          type: 'image/webp',
          srcset: expect.stringMatching(/^\/media\/\d+-1\.webp 1w$/) as string,
        },
      ],
    });
  });

  it('refuses a file that has an image signature but no picture in it, and stores nothing', async () => {
    const answer = await createWith(fields, { bytes: JPEG_BYTES, filename: 'broken.jpg' });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'The image must be a picture that can be read, at most 60 megapixels',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await stored()).toEqual(nothingStored);
  });

  it('removes every copy with the post, and with the image a new one replaces', async () => {
    const post = await publish(photo);
    const replaced = await graphqlMultipart<{ updateBlogPost: PostWithPicture }>(
      server.url,
      `mutation ($id: ID!, $input: BlogPostInput!, $image: Upload) {
        updateBlogPost(id: $id, input: $input, image: $image) { id image ${PICTURE} }
      }`,
      { id: post.id, input: fields, image: null },
      { image: png },
      { token: admin.token },
    );
    for (const [url] of candidates(post.picture?.srcset)) {
      expect((await getMedia(url)).status, url).toBe(404);
    }
    expect(await stored()).toEqual(oneSmallImage);

    const newPicture = replaced.data?.updateBlogPost.picture;
    await graphqlRequest(server.url, DELETE, { id: post.id }, { token: admin.token });
    expect(await stored()).toEqual(nothingStored);
    expect((await getMedia(newPicture?.sources[0]?.srcset.split(' ')[0] ?? '')).status).toBe(404);
  });

  it('answers 404 for a width or format that was never made', async () => {
    const post = await publish(png);
    const id = /\d+/.exec(post.image ?? '')?.[0] ?? '';
    expect((await getMedia(`/media/${id}-640.webp`)).status).toBe(404);
    expect((await getMedia(`/media/${id}-1.avif`)).status).toBe(404);
    expect((await getMedia(`/media/${id}-1`)).status).toBe(404);
  });
});

describe('mediaAssets (the Images screen)', () => {
  const LIBRARY = `{ mediaAssets { total items { url originalName mimeType size width height uploadedByName usedIn { title address } } } }`;

  it('lists uploaded images with their size, type and the posts that show them', async () => {
    const post = await createdPost(png);
    const answer = await graphqlRequest<{ mediaAssets: { total: number; items: unknown[] } }>(
      server.url,
      LIBRARY,
      {},
      { token: admin.token },
    );
    expect(answer.data?.mediaAssets).toEqual({
      total: 1,
      items: [
        {
          url: post.image,
          originalName: 'cover.png',
          mimeType: 'image/png',
          size: PNG_BYTES.length,
          width: 1,
          height: 1,
          uploadedByName: expect.any(String) as string,
          usedIn: [{ title: fields.title, address: `/blog/regular/${post.slug}` }],
        },
      ],
    });
  });

  it('is for admins only', async () => {
    const employer = await signInAs(server.url, server.orm, 'EMPLOYER');
    const answer = await graphqlRequest(server.url, LIBRARY, {}, { token: employer.token });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
