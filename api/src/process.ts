import { ConfigError, loadConfig, type AppConfig } from './config';
import { createLogger, type Logger } from './shared/logger';
import { startServer, type RunningServer, type StartOptions } from './server';

/** Time closing background work and the database may take once the HTTP server has drained. */
const CLOSE_MARGIN_MS = 5_000;

/** Starts the server for a command (npm start or npm run dev) and stops it cleanly on SIGTERM. */
export async function runServerProcess(web: StartOptions['web']): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  const server = await startServer({ config, logger, web }).catch((error: unknown) => {
    // An operator needs the reason, not a stack trace; LOG_LEVEL=debug shows the details.
    logger.debug({ err: error }, 'start failed');
    console.error(`Could not start: ${oneLine(error)}`);
    process.exit(1);
  });
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}/`;
  logger.info({ url: server.url, database }, 'server started');
  console.log(`\n  Site running at ${server.url}  (database: ${database})\n`);
  stopOnSignals(server, config, logger);
}

function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * SIGTERM (a deploy, a scale-down) and SIGINT (Ctrl+C) drain the server and exit 0; exit 1 only
 * when the grace period ran out and requests were cut, or closing failed.
 */
function stopOnSignals(server: RunningServer, config: AppConfig, logger: Logger): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, ...config.shutdown }, 'shutting down');
    const { drainDelayMs, graceMs } = config.shutdown;
    setTimeout(
      () => {
        logger.error('closing the database and background work took too long; exiting');
        process.exit(1);
      },
      drainDelayMs + graceMs + CLOSE_MARGIN_MS,
    ).unref();
    server.close().then(
      ({ cutRequests }) => process.exit(cutRequests > 0 ? 1 : 0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s*\n\s*/g, ' ');
}
