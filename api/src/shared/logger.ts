import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs on stdout, one object per line, so any log collector can read them. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'company-site' },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  });
}
