import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { restErrorHandler } from '../rest';
import { multipartForm, uploadedFile } from './rest-multipart';

let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.post(
    '/form',
    multipartForm({ fileField: 'image', maxFileBytes: 1024, maxFields: 3, maxFieldBytes: 100 }),
    async (req, res) => {
      const file = uploadedFile(res);
      res.json({
        fields: req.body as unknown,
        file: file && {
          filename: file.filename,
          size: (await buffer(file.createReadStream())).length,
        },
      });
    },
  );
  app.use(restErrorHandler(createLogger('silent')));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/form`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function form(fields: Record<string, string>, files: Record<string, number> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, size] of Object.entries(files)) {
    body.append(name, new Blob([Buffer.alloc(size)]), `${name}.png`);
  }
  return body;
}

async function post(body: FormData) {
  const response = await fetch(url, { method: 'POST', body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('multipartForm', () => {
  it('reads the text fields and the one file', async () => {
    const answer = await post(form({ title: 'Hello' }, { image: 1024 }));
    expect(answer).toEqual({
      status: 200,
      body: { fields: { title: 'Hello' }, file: { filename: 'image.png', size: 1024 } },
    });
  });

  it('works without a file', async () => {
    const answer = await post(form({ title: 'Hello' }));
    expect(answer.body).toEqual({ fields: { title: 'Hello' } });
  });

  it('answers 413 for a file over the limit', async () => {
    expect(await post(form({ title: 'x' }, { image: 1025 }))).toEqual({
      status: 413,
      body: { message: 'The image is larger than 1 KB', fields: { image: 'must be at most 1 KB' } },
    });
  });

  it('answers 400 for a file in another field', async () => {
    expect(await post(form({}, { resume: 10 }))).toEqual({
      status: 400,
      body: { message: "Unexpected file field 'resume'", fields: {} },
    });
  });

  it('answers 400 for a second file', async () => {
    const body = form({}, { image: 10 });
    body.append('image', new Blob([Buffer.alloc(10)]), 'second.png');
    expect((await post(body)).status).toBe(400);
  });

  it('answers 413 for a field over its limit and for too many fields', async () => {
    expect(await post(form({ title: 'x'.repeat(101) }))).toEqual({
      status: 413,
      body: { message: 'The field title is too long' },
    });
    expect((await post(form({ a: '1', b: '2', c: '3', d: '4' }))).status).toBe(413);
  });

  it('answers 400 for a multipart body without a boundary', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'junk',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'Request body is not a valid multipart form',
    });
  });
});
