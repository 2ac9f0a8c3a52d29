/**
 * HTTP helpers of SPEC section 7: every call sends the session cookie, a non-OK answer throws
 * `"{status}: {response text}"`. The server's JSON error body, when there is one, rides along on the error so a
 * screen can show its message in the interface language (see api-error.ts).
 */

export interface ApiErrorDetail {
  field?: string;
  code?: string;
  message?: string;
  messageAr?: string;
}

/** The API's error shape (DESIGN.md section 5). */
export interface ApiErrorBody {
  statusCode?: number;
  code?: string;
  message?: string;
  messageAr?: string;
  details?: ApiErrorDetail[];
}

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly responseText: string,
    readonly body: ApiErrorBody | undefined,
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
  throw new HttpError(res.status, text, parseErrorBody(text));
}

async function parseJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A read: GET with credentials; throws on non-OK. */
export async function getJson<T>(url: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  const res = await fetch(url, {
    method: 'GET',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal: init.signal,
  });
  await throwIfResNotOk(res);
  return parseJson<T>(res);
}

/** A write: JSON body with the given method, credentials sent; returns parsed JSON; throws on non-OK. */
export async function sendJson<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
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
