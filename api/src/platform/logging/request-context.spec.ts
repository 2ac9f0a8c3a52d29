import { describe, expect, it } from '@jest/globals';
import type { NextFunction, Request, Response } from 'express';
import { correlationMiddleware, currentCorrelationId } from './request-context.js';

function correlationFor(header: string | undefined): string {
  const req = { header: () => header } as unknown as Request;
  const res = { setHeader: () => res } as unknown as Response;
  let seen = '';
  correlationMiddleware(req, res, (() => {
    seen = currentCorrelationId()!;
  }) as NextFunction);
  return seen;
}

describe('the client correlation id', () => {
  it('client correlation id is validated (format, length) before it goes into event metadata', () => {
    expect(correlationFor('order-42:retry.1')).toBe('order-42:retry.1');
    for (const bad of ['x'.repeat(101), 'a b', 'a\nb', '<script>', '', '{"$ne":1}', 'é']) {
      const adopted = correlationFor(bad);
      expect(adopted).not.toBe(bad);
      expect(adopted).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
