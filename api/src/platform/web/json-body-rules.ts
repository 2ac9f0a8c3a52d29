/**
 * What a request body under /api must be before it reaches a route: JSON (415 otherwise; the image, KYC and dispute
 * uploads are the multipart routes), without prototype keys (`__proto__`, `constructor`, `prototype`) at any depth, and
 * nested at most MAX_DEPTH levels. JSON.parse keeps `__proto__` as an own key, and a library that copies it with
 * plain assignment would set an object's prototype instead; no form of ours nests deeper than a few levels.
 */
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { validationError, type FieldProblem } from '../errors/domain-errors.js';
import { errorBody } from '../errors/http-error.filter.js';

export const MAX_BODY_DEPTH = 16;
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Routes (under /api) that take a multipart form rather than JSON. */
const MULTIPART_ROUTES = new Set(['/images', '/kyc/documents']);
/** A dispute and its answer carry photos (`/orders/<id>/dispute`, `/orders/<id>/dispute/answer`). */
const MULTIPART_PATTERN = /^\/orders\/[^/]+\/dispute(?:\/answer)?$/;
const takesMultipart = (path: string) => MULTIPART_ROUTES.has(path) || MULTIPART_PATTERN.test(path);
/** The one-click unsubscribe (RFC 8058): mail clients post `List-Unsubscribe=One-Click` as a form; the route reads only its query. */
const FORM_ROUTES = new Set(['/newsletter/unsubscribe']);
/** Amazon SNS posts its JSON notifications as `text/plain`: read there as the JSON they are. */
const SNS_ROUTES = new Set(['/webhooks/mail/ses']);

const join = (parent: string, key: string | number) => (parent ? `${parent}.${key}` : String(key));

/** The first structural problem of a parsed body, or null. */
export function bodyStructureProblem(value: unknown, field = '', depth = 0): FieldProblem | null {
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_BODY_DEPTH) {
    return {
      field: field || 'body',
      code: 'tooDeep',
      message: `Nested more than ${MAX_BODY_DEPTH} levels deep.`,
      messageAr: `متداخل بأكثر من ${MAX_BODY_DEPTH} مستوى.`,
    };
  }
  for (const [key, item] of Object.entries(value)) {
    if (PROTOTYPE_KEYS.has(key)) {
      return {
        field: join(field, key),
        code: 'whitelistValidation',
        message: 'This field is not allowed.',
        messageAr: 'هذا الحقل غير مسموح به.',
      };
    }
    const problem = bodyStructureProblem(item, join(field, key), depth + 1);
    if (problem) return problem;
  }
  return null;
}

const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** Before the JSON parser: a body that is not JSON (or multipart where a route takes it) answers 415. */
export function requireJsonBodies(req: Request, res: Response, next: NextFunction) {
  if (!hasBody(req) || req.is(['application/json', '+json'])) return next();
  if (takesMultipart(req.path) && req.is('multipart/form-data')) return next();
  if (FORM_ROUTES.has(req.path) && req.is(['application/x-www-form-urlencoded', 'multipart/form-data'])) return next();
  if (SNS_ROUTES.has(req.path) && req.is('text/plain')) {
    req.headers['content-type'] = 'application/json; charset=utf-8';
    return next();
  }
  const body = errorBody({ status: 415 });
  res.status(415).json(body);
}

/** After the JSON parser: prototype keys and excessive nesting answer 400 naming the field. */
export function checkBodyStructure(req: Request, res: Response, next: NextFunction) {
  const problem = bodyStructureProblem(req.body);
  if (!problem) return next();
  const body = errorBody(validationError([problem]));
  res.status(body.statusCode).json(body);
}

/** A live payment provider's webhook is verified over its exact bytes (Stripe signs them): the JSON parser keeps
 * them, as `rawBody`, for those routes only. */
const PROVIDER_WEBHOOK_ROUTE = /\/webhooks\/[a-z_]+\/live$/;
export function keepProviderWebhookBody(req: IncomingMessage & { rawBody?: string }, _res: unknown, buf: Buffer) {
  if (PROVIDER_WEBHOOK_ROUTE.test((req.url ?? '').split('?')[0]!)) req.rawBody = buf.toString('utf8');
}
