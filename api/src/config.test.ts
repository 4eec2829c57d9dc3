import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to the embedded database on 127.0.0.1:5000 with demo content', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 5000,
      databaseUrl: undefined,
      dataDir: 'data',
      demoContent: true,
      graphqlIntrospection: true,
      publicUrl: 'http://127.0.0.1:5000',
    });
  });

  it('turns demo content and introspection off in production unless asked', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config.demoContent).toBe(false);
    expect(config.graphqlIntrospection).toBe(false);
  });

  it('stops with a message naming each bad value', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL: must start with postgres:\/\//);
    }
  });
});
