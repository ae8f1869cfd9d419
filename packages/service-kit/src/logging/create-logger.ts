import { pino, type Logger } from 'pino';

export type { Logger };

/** Field names whose values never reach a log line. */
export const REDACTED_PATHS = [
  'password',
  'passwordHash',
  'hash',
  'sessionId',
  'cookie',
  '*.password',
  '*.passwordHash',
  '*.hash',
  '*.sessionId',
  '*.cookie',
  'data.password',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export function createLogger(name: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name,
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
