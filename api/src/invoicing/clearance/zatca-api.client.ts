/**
 * Client for the authority's clearance and reporting calls. It sends what the documentation names
 * (Accept-Version V2, Accept-Language, Clearance-Status, Basic credentials, JSON body) and turns every answer
 * into one of four outcomes the job acts on: accepted (with warnings), rejected (with the errors), clearance
 * switched off (report instead), or retry (credentials, rate limit, outage, timeout).
 */
import type { ClearanceMessages, ZatcaMessage } from '../domain/invoice.events.js';
import { ZATCA_PATHS } from './zatca-api.types.js';
import type { ZatcaAnswerBody, ZatcaApiMessage, ZatcaMode, ZatcaSubmission } from './zatca-api.types.js';

export interface ZatcaCredentials {
  /** The CSID's binarySecurityToken (base64 of the certificate). */
  binarySecurityToken: string;
  secret: string;
}

export type ZatcaAnswer =
  | { kind: 'accepted'; httpStatus: number; messages: ClearanceMessages; clearedInvoice: string | null }
  | { kind: 'rejected'; httpStatus: number; messages: ClearanceMessages }
  | { kind: 'clearance-off'; httpStatus: number }
  | { kind: 'retry'; httpStatus: number | null; reason: string };

export interface ZatcaClientOptions {
  baseUrl: string;
  timeoutMs: number;
}

export class ZatcaApiClient {
  constructor(private readonly options: ZatcaClientOptions) {}

  get baseUrl(): string {
    return this.options.baseUrl;
  }

  async submit(
    mode: ZatcaMode,
    submission: ZatcaSubmission,
    credentials: ZatcaCredentials,
    language: 'en' | 'ar' = 'en',
  ): Promise<ZatcaAnswer> {
    let res: Response;
    try {
      res = await fetch(`${this.options.baseUrl}${ZATCA_PATHS[mode]}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'accept-version': 'V2',
          'accept-language': language,
          'clearance-status': mode === 'clearance' ? '1' : '0',
          authorization: `Basic ${Buffer.from(`${credentials.binarySecurityToken}:${credentials.secret}`).toString('base64')}`,
        },
        body: JSON.stringify(submission),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError';
      return {
        kind: 'retry',
        httpStatus: null,
        reason: timedOut ? `no answer within ${this.options.timeoutMs} ms` : `unreachable: ${(error as Error).message}`,
      };
    }
    const body = await readBody(res);
    const messages = messagesOf(body);
    if (res.status === 200 || res.status === 202) {
      const status = mode === 'clearance' ? body?.clearanceStatus : body?.reportingStatus;
      if (status === 'CLEARED' || status === 'REPORTED') {
        return { kind: 'accepted', httpStatus: res.status, messages, clearedInvoice: body?.clearedInvoice ?? null };
      }
      return {
        kind: 'rejected',
        httpStatus: res.status,
        messages: withFallbackError(
          messages,
          `answered ${res.status} without ${mode === 'clearance' ? 'CLEARED' : 'REPORTED'}`,
        ),
      };
    }
    if (res.status === 303) return { kind: 'clearance-off', httpStatus: 303 };
    if (res.status === 400)
      return { kind: 'rejected', httpStatus: 400, messages: withFallbackError(messages, 'rejected without messages') };
    if (res.status === 401)
      return { kind: 'retry', httpStatus: 401, reason: 'the authority refused our credentials (401)' };
    return { kind: 'retry', httpStatus: res.status, reason: `the authority answered ${res.status}` };
  }
}

async function readBody(res: Response): Promise<ZatcaAnswerBody | null> {
  const text = await res.text().catch(() => '');
  try {
    return text ? (JSON.parse(text) as ZatcaAnswerBody) : null;
  } catch {
    return null;
  }
}

const toMessage = (m: ZatcaApiMessage): ZatcaMessage => ({
  code: String(m.code ?? ''),
  category: String(m.category ?? ''),
  message: String(m.message ?? ''),
});

function messagesOf(body: ZatcaAnswerBody | null): ClearanceMessages {
  const results = body?.validationResults;
  return {
    warnings: (results?.warningMessages ?? []).map(toMessage),
    errors: (results?.errorMessages ?? []).map(toMessage),
  };
}

function withFallbackError(messages: ClearanceMessages, why: string): ClearanceMessages {
  if (messages.errors.length > 0) return messages;
  return { ...messages, errors: [{ code: 'unexpected_answer', category: 'client', message: `The authority ${why}.` }] };
}
