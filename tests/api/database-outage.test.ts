import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  careersScenarios,
  seedCareersScenario,
} from '../../api/src/modules/careers/careers.scenarios';
import { leadScenarios } from '../../api/src/modules/leads/leads.scenarios';
import { takeDatabaseDown } from '../support/database-outage';
import { graphqlRequest } from '../support/graphql';
import { serveRenderedPages } from '../support/rendered-pages';
import { signInAs } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let bringDatabaseBack: (() => void) | undefined;
beforeAll(async () => {
  server = await startTestServer({ mode: 'none' }, { LEAD_RATE_LIMIT: '1000' });
});
afterEach(() => bringDatabaseBack?.());
afterAll(() => server.close());

const OPEN_JOBS = '{ openJobs { title } }';

describe('while the database is unreachable', () => {
  it('a REST write answers 503 with Retry-After and asks the client to try again', async () => {
    bringDatabaseBack = await takeDatabaseDown(server.orm);
    const response = await fetch(`${server.url}/api/v1/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(leadScenarios.contact),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });

    bringDatabaseBack();
    const retried = await fetch(`${server.url}/api/v1/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(leadScenarios.contact),
    });
    expect(retried.status).toBe(201);
  });

  it('a GraphQL query answers 503 with SERVICE_UNAVAILABLE and a try-again message', async () => {
    bringDatabaseBack = await takeDatabaseDown(server.orm);
    const answer = await graphqlRequest(server.url, OPEN_JOBS);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.errors).toEqual([
      {
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        path: ['openJobs'],
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      },
    ]);

    bringDatabaseBack();
    const retried = await graphqlRequest(server.url, OPEN_JOBS);
    expect(retried.status).toBe(200);
    expect(retried.errors).toBeUndefined();
  });

  it('a signed-in GraphQL request, whose session cannot be checked, answers 503 too', async () => {
    const admin = await signInAs(server.url, server.orm, 'ADMIN');
    bringDatabaseBack = await takeDatabaseDown(server.orm);
    const answer = await graphqlRequest(server.url, '{ me { email } }', {}, { token: admin.token });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['SERVICE_UNAVAILABLE']);
    expect(answer.errors?.[0]?.message).toMatch(/try again/);
  });
});

describe('a server-rendered public page while the database is unreachable', () => {
  it('answers 503, is not cached, and renders fresh once the database is back', async () => {
    await seedCareersScenario(server.orm, careersScenarios.standard);
    const site = await serveRenderedPages(server.orm);
    try {
      bringDatabaseBack = await takeDatabaseDown(server.orm);
      const down = await fetch(`${site.url}/careers`, { headers: { accept: 'text/html' } });
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('5');
      const shown = await down.text();
      expect(shown).toContain('Failed to get data');
      expect(shown).not.toContain('Backend Engineer');

      bringDatabaseBack();
      const back = await fetch(`${site.url}/careers`, { headers: { accept: 'text/html' } });
      expect(back.status).toBe(200);
      expect(back.headers.get('x-page-cache')).toBeNull();
      expect(await back.text()).toContain('Backend Engineer');
      // The cache is on: the good page is what it keeps.
      const again = await fetch(`${site.url}/careers`, { headers: { accept: 'text/html' } });
      expect(again.headers.get('x-page-cache')).toBe('hit');
    } finally {
      await site.close();
    }
  });
});
