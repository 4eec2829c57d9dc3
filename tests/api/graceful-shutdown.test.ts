import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startSlowPost, steadyClient } from '../support/http-clients';
import { spawnServerProcess, type ServerProcess } from '../support/server-process';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

const TYPENAME_QUERY = JSON.stringify({ query: '{ __typename }' });
const KEEP_ALIVE_CLIENTS = 4;

let database: TestDatabase;
let dataDir: string;
let server: ServerProcess;
let baseUrl: URL;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'shutdown-data-'));
  server = spawnServerProcess({
    PORT: '0',
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'false',
    LOG_LEVEL: 'info',
    // Readiness is 503 this long before the listener closes, as a load balancer needs.
    SHUTDOWN_DRAIN_DELAY_MS: '2000',
    // Far longer than draining takes: the process must not need it.
    SHUTDOWN_GRACE_MS: '60000',
    ...(database.target.databaseUrl
      ? {
          DATABASE_URL: database.target.databaseUrl,
          // A server on a database server must be given the sandbox's shared key.
          PAYMENT_SANDBOX_SECRET: 'graceful-shutdown-sandbox-secret-0123456789',
        }
      : {}),
  });
  await server.waitForOutput('Site running at');
  const [address] = /http:\/\/127\.0\.0\.1:\d+/.exec(server.output()) ?? [];
  baseUrl = new URL(address ?? 'http://missing');
});
afterAll(async () => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the server process on SIGTERM under keep-alive traffic', () => {
  it('turns unready, finishes every request, sends clients away and exits 0', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: KEEP_ALIVE_CLIENTS + 1 });
    const inFlight = startSlowPost(new URL('/graphql', baseUrl), agent, TYPENAME_QUERY);
    await inFlight.started;
    const clients = Array.from({ length: KEEP_ALIVE_CLIENTS }, () =>
      steadyClient(new URL('/healthz', baseUrl), agent),
    );
    await Promise.all(clients.map((client) => client.firstAnswer));

    server.child.kill('SIGTERM');
    await server.waitForOutput('"msg":"shutting down"');
    const readiness = await get(new URL('/readyz', baseUrl), false);
    const slowAnswer = await inFlight.finish();
    const loads = await Promise.all(clients.map((client) => client.done));
    const code = await server.exited;
    agent.destroy();

    expect(readiness).toMatchObject({ status: 503, connection: 'close' });
    expect(slowAnswer).toMatchObject({ status: 200, connection: 'close' });
    expect(JSON.parse(slowAnswer.body)).toEqual({ data: { __typename: 'Query' } });
    for (const { answers, unanswered, cut } of loads) {
      expect({ unanswered, cut }).toEqual({ unanswered: 0, cut: 0 });
      expect(answers.at(-1)?.connection).toBe('close');
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
      }
    }
    expect(code).toBe(0);
    expect(server.output()).not.toContain('grace period over');
    expect(server.output()).toContain('database closed');
  });
});

describe('closing a server with no drain delay', () => {
  let testServer: TestServer;
  beforeAll(async () => {
    testServer = await startTestServer();
  });

  it('finishes the request in flight and answers it with Connection: close', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const idle = await get(new URL('/healthz', testServer.url), agent);
    expect(idle).toMatchObject({ status: 200, connection: 'keep-alive' });
    // Its own kept-alive connection: the one above stays idle, and is closed at once.
    const postAgent = new http.Agent({ keepAlive: true });
    const inFlight = startSlowPost(new URL('/graphql', testServer.url), postAgent, TYPENAME_QUERY);
    await inFlight.started;

    const closing = testServer.close();
    const answer = await inFlight.finish();
    await closing;
    agent.destroy();
    postAgent.destroy();

    expect(answer).toMatchObject({ status: 200, connection: 'close' });
    expect(JSON.parse(answer.body)).toEqual({ data: { __typename: 'Query' } });
  });
});
