import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAppServices } from '../../api/src/app-services';
import { loadConfig } from '../../api/src/config';
import type { Orm } from '../../api/src/db/orm';
import {
  freshServiceContext,
  type AppServices,
  type ServiceContext,
} from '../../api/src/shared/context';
import { createLogger } from '../../api/src/shared/logger';
import { openTestOrm } from './test-orm';

/**
 * The app's services built as the server builds them, for tests that call services or render
 * pages without a server. Files go to a data folder of their own; the per-visitor limits are as
 * generous as the test server's (the limits' own tests pass lower ones in `env`).
 */
export function createTestServices(orm: Orm, env: Record<string, string> = {}): AppServices {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'test-services-')),
    LEAD_RATE_LIMIT: '1000',
    APPLY_RATE_LIMIT: '1000',
    PAYMENT_RATE_LIMIT: '1000',
    ...env,
  });
  return createAppServices(config, orm, createLogger('silent'));
}

/**
 * Fresh service contexts on `orm` for a visitor (no viewer), all sharing one set of the app's
 * services, as the requests of one server do.
 */
export function testServiceContexts(
  orm: Orm,
  env: Record<string, string> = {},
): () => ServiceContext {
  const services = createTestServices(orm, env);
  return () => freshServiceContext(orm, services);
}

const contextsByOrm = new WeakMap<Orm, () => ServiceContext>();

/** A fresh service context on `orm`; every call for one orm shares one set of services. */
export function testServiceContext(orm: Orm): ServiceContext {
  let contexts = contextsByOrm.get(orm);
  if (!contexts) {
    contexts = testServiceContexts(orm);
    contextsByOrm.set(orm, contexts);
  }
  return contexts();
}

/**
 * A test file's own database with the app's services: opened before its tests, closed after.
 * `orm()` and `ctx()` may be called inside tests and hooks.
 */
export function serviceTestDatabase(): { orm: () => Orm; ctx: () => ServiceContext } {
  let opened: { orm: Orm; close: () => Promise<void>; contexts: () => ServiceContext } | undefined;
  beforeAll(async () => {
    const { orm, close } = await openTestOrm();
    opened = { orm, close, contexts: testServiceContexts(orm) };
  });
  afterAll(() => opened?.close());
  const current = () => {
    if (!opened) throw new Error('The test database opens in beforeAll; use it inside tests');
    return opened;
  };
  return { orm: () => current().orm, ctx: () => current().contexts() };
}
