/**
 * Per-request context (correlation id, acting user) carried through async calls, so every log line and
 * every event's metadata names the request that caused it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export interface RequestContext {
  correlationId: string;
  userId?: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export const currentCorrelationId = () => requestContext.getStore()?.correlationId;

/** What a client's X-Correlation-Id may be before it goes into logs and event metadata: 1–100 safe characters. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;
export const isSafeCorrelationId = (value: string | undefined): value is string =>
  value !== undefined && SAFE_ID.test(value);

/** Express middleware: adopts a well-formed incoming X-Correlation-Id or makes one, and echoes it. */
export function correlationMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header('x-correlation-id');
  const correlationId = isSafeCorrelationId(incoming) ? incoming : randomUUID();
  res.setHeader('X-Correlation-Id', correlationId);
  requestContext.run({ correlationId }, () => next());
}
