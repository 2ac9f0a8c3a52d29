/**
 * HTTP helpers of SPEC section 7: every call sends the session cookie, a non-OK answer throws
 * `"{status}: {response text}"`. The server's JSON error body, when there is one, rides along on the error so a
 * screen can show its message in the interface language (see api-error.ts).
 */

import type { ApiError, ApiErrorDetail as ContractErrorDetail } from '@gulf-art/contracts';

/** The API's error shape (DESIGN.md section 5, the generated contract), any part of which may be missing here. */
export type ApiErrorDetail = Partial<ContractErrorDetail>;
export type ApiErrorBody = Partial<Omit<ApiError, 'details'>> & { details?: ApiErrorDetail[] };

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly responseText: string,
    readonly body: ApiErrorBody | undefined,
    readonly statusText = '',
  ) {
    super(`${status}: ${responseText}`);
  }
}

function parseErrorBody(text: string): ApiErrorBody | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as ApiErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

/** Throws an HttpError for a non-OK response; the message is `"{status}: {text or statusText}"`. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new HttpError(res.status, text, parseErrorBody(text), res.statusText);
}

/** What a call may add: an abort signal, headers (an Idempotency-Key, say), `cache: 'no-store'` for fresh reads. */
export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  cache?: RequestCache;
}

async function parseJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A read: GET with credentials; throws on non-OK. */
export async function getJson<T>(url: string, init: RequestOptions = {}): Promise<T> {
  const res = await fetch(url, {
    method: 'GET',
    credentials: 'include',
    headers: { Accept: 'application/json', ...init.headers },
    signal: init.signal,
    cache: init.cache,
  });
  await throwIfResNotOk(res);
  return parseJson<T>(res);
}

/** A read of something that may not exist yet: null on 404, otherwise as getJson. */
export async function getJsonOrNull<T>(url: string, init: RequestOptions = {}): Promise<T | null> {
  try {
    return await getJson<T>(url, init);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** A file (a PDF, say) with credentials; throws on non-OK like the JSON helpers. */
export async function getBlob(url: string): Promise<Blob> {
  const res = await fetch(url, { method: 'GET', credentials: 'include' });
  await throwIfResNotOk(res);
  return res.blob();
}

/** A write: JSON body with the given method, credentials sent; returns parsed JSON; throws on non-OK. */
export async function sendJson<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  init: RequestOptions = {},
): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...init.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: init.signal,
    cache: init.cache,
  });
  await throwIfResNotOk(res);
  return parseJson<T>(res);
}

/** POSTs a multipart form (an upload) and parses the JSON answer; throws an HttpError for a non-OK response. */
export async function postForm<T>(url: string, body: FormData): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body,
  });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}
