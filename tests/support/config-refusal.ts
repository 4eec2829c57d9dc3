import { expect } from 'vitest';
import { ConfigError, loadConfig } from '../../api/src/config';

/** The ConfigError's message for a refused start, or a failure when the start was accepted. */
export function configRefusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}
