import { ConfigError, loadConfig } from './config';
import { createLogger } from './shared/logger';
import { startServer, type StartOptions } from './server';

const SHUTDOWN_GRACE_MS = 10_000;

/** Starts the server for a command (npm start or npm run dev) and stops it cleanly on SIGTERM. */
export async function runServerProcess(web: StartOptions['web']): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const server = await startServer({ config, logger, web });
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}/`;
  logger.info({ url: server.url, database }, 'server started');
  console.log(`\n  Site running at ${server.url}  (database: ${database})\n`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
