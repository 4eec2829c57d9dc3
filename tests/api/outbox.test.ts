import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '../../api/src/db/orm';
import { enqueueNotification } from '../../api/src/modules/outbox/enqueue-notification';
import { OutboxAttempt } from '../../api/src/modules/outbox/outbox-attempt.entity';
import { OutboxMessage } from '../../api/src/modules/outbox/outbox-message.entity';
import { OutboxWorker } from '../../api/src/modules/outbox/outbox-worker';
import { outboxScenarios, queueNotifications } from '../../api/src/modules/outbox/outbox.scenarios';
import { configuredProviders } from '../../api/src/modules/outbox/providers/configured-providers';
import { loadConfig } from '../../api/src/config';
import { SecretBox } from '../../api/src/shared/auth/secret-box';
import { createLogger } from '../../api/src/shared/logger';
import { startFakeWhatsapp, type FakeWhatsapp } from '../support/fake-whatsapp';
import { graphqlRequest } from '../support/graphql';
import { signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

const API_KEY = 'secret-api-key-123';
const SECOND = 1000;

let whatsapp: FakeWhatsapp;
let server: TestServer;
let admin: SignedInStaff;

beforeAll(async () => {
  whatsapp = await startFakeWhatsapp();
  server = await startTestServer(
    { mode: 'none' },
    {
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_LICENCE: 'LIC-42',
      WHATSAPP_API_KEY: API_KEY,
      OUTBOX_MAX_ATTEMPTS: '3',
    },
  );
  admin = await signInAs(server.url, server.orm, 'ADMIN');
});
afterAll(async () => {
  await server.close();
  await whatsapp.close();
});

async function queueWhatsapp(contact: string): Promise<number> {
  const message = outboxScenarios.applicationWhatsapp(contact, { fullName: 'Asha Rao' });
  const [id] = await queueNotifications(server.orm, [message]);
  if (id === undefined) throw new Error('nothing was queued');
  return id;
}

interface ListedMessage {
  id: string;
  recipient: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
}

async function listMessages(status?: string): Promise<ListedMessage[]> {
  const answer = await graphqlRequest<{ outboxMessages: { items: ListedMessage[] } }>(
    server.url,
    `query ($status: OutboxStatus) { outboxMessages(status: $status, limit: 100) {
      items { id recipient status attempts lastError nextAttemptAt } } }`,
    { status },
    { token: admin.token },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.outboxMessages.items ?? [];
}

const find = async (id: number) => (await listMessages()).find((m) => m.id === String(id));
const at = (start: Date, offsetMs: number) => new Date(start.getTime() + offsetMs);

describe('outbox delivery', () => {
  it('retries with growing delays while the provider is down and delivers once it is back', async () => {
    whatsapp.setDown(true);
    const id = await queueWhatsapp('919800000001');
    const start = new Date();

    expect(await server.outbox.runOnce(start)).toEqual({ sent: 0, retrying: 1, dead: 0 });
    const afterFirst = await find(id);
    expect(afterFirst).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(afterFirst?.lastError).toContain('503');
    expect(afterFirst?.lastError).not.toContain(API_KEY);
    expect(new Date(afterFirst?.nextAttemptAt ?? 0)).toEqual(at(start, 30 * SECOND));

    // Not due yet: the provider is not called again.
    expect(await server.outbox.runOnce(at(start, 29 * SECOND))).toEqual({
      sent: 0,
      retrying: 0,
      dead: 0,
    });
    expect(whatsapp.calls).toHaveLength(1);

    const second = at(start, 30 * SECOND);
    expect(await server.outbox.runOnce(second)).toMatchObject({ retrying: 1 });
    // The delay doubles: 30 s after the first failure, 60 s after the second.
    expect(new Date((await find(id))?.nextAttemptAt ?? 0)).toEqual(at(second, 60 * SECOND));

    whatsapp.setDown(false);
    expect(await server.outbox.runOnce(at(second, 60 * SECOND))).toMatchObject({ sent: 1 });
    expect(await find(id)).toMatchObject({ status: 'SENT', attempts: 3, lastError: null });
    expect(await server.outbox.runOnce(at(second, 3600 * SECOND))).toMatchObject({ sent: 0 });

    expect(whatsapp.delivered()).toEqual(['919800000001']);
    expect(whatsapp.calls.at(-1)).toMatchObject({
      licence: 'LIC-42',
      apiKey: API_KEY,
      template: 'jobapply',
    });
    const attempts = await server.orm.em.fork().find(OutboxAttempt, { message: id });
    expect(attempts.map((attempt) => attempt.error === null)).toEqual([false, false, true]);
  });

  it('marks a message dead after the last attempt; an admin retry sends it', async () => {
    whatsapp.setDown(true);
    const id = await queueWhatsapp('919800000002');
    const start = new Date();
    await server.outbox.runOnce(start);
    await server.outbox.runOnce(at(start, 30 * SECOND));
    expect(await server.outbox.runOnce(at(start, 90 * SECOND))).toMatchObject({ dead: 1 });
    const dead = await listMessages('DEAD');
    expect(dead.map((message) => [message.id, message.attempts])).toEqual([[String(id), 3]]);
    expect(dead[0]?.lastError).toContain('503');
    expect(await server.outbox.runOnce(at(start, 86_400 * SECOND))).toMatchObject({ dead: 0 });

    whatsapp.setDown(false);
    const retried = await graphqlRequest<{ retryOutboxMessage: ListedMessage }>(
      server.url,
      `mutation ($id: ID!) { retryOutboxMessage(id: $id) { id status attempts } }`,
      { id: String(id) },
      { token: admin.token },
    );
    expect(retried.data?.retryOutboxMessage).toMatchObject({ status: 'PENDING', attempts: 0 });
    expect(await server.outbox.runOnce()).toMatchObject({ sent: 1 });
    expect(await find(id)).toMatchObject({ status: 'SENT' });
    expect(whatsapp.delivered()).toContain('919800000002');

    const again = await graphqlRequest(
      server.url,
      `mutation ($id: ID!) { retryOutboxMessage(id: $id) { id } }`,
      { id: String(id) },
      { token: admin.token },
    );
    expect(again.errors?.[0]?.message).toBe('This message was already sent');
  });

  it('writes nothing when the surrounding transaction rolls back', async () => {
    const before = await server.orm.em.fork().count(OutboxMessage);
    await expect(
      server.orm.em.fork().transactional(async (em) => {
        enqueueNotification(em, outboxScenarios.hiringEmail);
        await em.flush();
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    expect(await server.orm.em.fork().count(OutboxMessage)).toBe(before);
  });
});

describe('two workers on one database', () => {
  it('never deliver one message twice', async () => {
    const slow = await startFakeWhatsapp({ delayMs: 3 });
    const config = loadConfig({
      WHATSAPP_API_URL: slow.url,
      WHATSAPP_LICENCE: 'LIC-42',
      WHATSAPP_API_KEY: API_KEY,
    });
    const logger = createLogger('silent');
    // On PostgreSQL the second worker gets its own connection pool, like a second server.
    const secondOrm = await secondConnection(server.orm);
    const worker = (orm: Orm) =>
      new OutboxWorker({
        orm,
        logger,
        providers: configuredProviders(config, logger, {
          publicUrl: config.publicUrl,
          secrets: new SecretBox('s'.repeat(48)),
        }),
        maxAttempts: 3,
        pollMs: 0,
        batchSize: 4,
      });
    const workers = [worker(server.orm), worker(secondOrm ?? server.orm)];
    try {
      const contacts = Array.from({ length: 60 }, (_, i) => `9170000${String(i).padStart(5, '0')}`);
      await queueNotifications(
        server.orm,
        contacts.map((contact) => outboxScenarios.applicationWhatsapp(contact)),
      );

      const drain = async (w: OutboxWorker) => {
        let total = 0;
        for (;;) {
          const { sent, retrying, dead } = await w.runOnce();
          if (sent + retrying + dead === 0) return total;
          total += sent;
        }
      };
      const [first, second] = await Promise.all(workers.map(drain));

      expect((first ?? 0) + (second ?? 0)).toBe(60);
      expect([...slow.delivered()].sort()).toEqual([...contacts].sort());
    } finally {
      await secondOrm?.close();
      await slow.close();
    }
  });
});

/** A second ORM on the same PostgreSQL database; none on embedded PGlite (one connection). */
async function secondConnection(orm: Orm): Promise<Orm | undefined> {
  const url = orm.config.get('clientUrl');
  if (!process.env['TEST_DATABASE_URL'] || !url) return undefined;
  return openDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
}
