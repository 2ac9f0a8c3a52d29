/**
 * Structured JSON logs (one object per line) through pino, each line carrying the request's correlation id.
 * Secrets never reach a log: the redaction list covers the usual carriers. Personal data (e-mail addresses,
 * phone numbers, identity numbers) is replaced in every message and field (personal-data-redaction.ts).
 */
import { pino, type Logger } from 'pino';
import type { LoggerService } from '@nestjs/common';
import { requestContext } from './request-context.js';
import { redactPersonalData } from './personal-data-redaction.js';

export type Log = (level: 'debug' | 'info' | 'warn' | 'error', message: string, fields?: object) => void;

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      base: { service: 'gulf-art-api', pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { log: (fields) => redactPersonalData(fields) },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => redactPersonalData(arg)) as Parameters<typeof method>);
        },
      },
      mixin: () => {
        const store = requestContext.getStore();
        return store ? { correlationId: store.correlationId, ...(store.userId ? { userId: store.userId } : {}) } : {};
      },
      redact: {
        paths: [
          'password',
          '*.password',
          'authorization',
          '*.authorization',
          'cookie',
          '*.cookie',
          'secret',
          '*.secret',
          'token',
          '*.token',
          'access_token',
          'id_token',
          'refresh_token',
        ],
        censor: '[redacted]',
      },
    },
    destination as pino.DestinationStream | undefined,
  );
}

export function logFunction(logger: Logger): Log {
  return (level, message, fields) => logger[level](fields ?? {}, message);
}

/** Nest's logger interface over pino, so framework messages are JSON too. */
export class NestJsonLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
