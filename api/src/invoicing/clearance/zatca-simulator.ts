/**
 * A local stand-in for the authority's clearance and reporting endpoints (the real API is not reachable from
 * our machines). It answers as documented: 200 accepted, 202 accepted with warnings, 400 rejected with error
 * messages, 401 bad credentials, 303 clearance switched off, 503 outage, or no answer at all (timeout).
 *
 * What it checks on every submission: headers and body shape, the invoice type against the endpoint, the UUID,
 * the hash recomputed from the XML against `invoiceHash`, the signature; and, when configured (the test suite),
 * the independent checker in shared/zatca, any error of which rejects the invoice.
 *
 * Scripted answers for demonstrations and tests, chosen by a marker in the buyer's name:
 * `SIMULATE:REJECT`, `SIMULATE:WARN`, `SIMULATE:TIMEOUT`, `SIMULATE:UNAVAILABLE`, `SIMULATE:CLEARANCE-OFF`.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { invoiceHash } from '../zatca/invoice-hash.js';
import { verifyInvoiceSignature } from '../zatca/xades-verify.js';
import { parseXml, selectText } from '../zatca/xml-dom.js';
import { runChecker, type CheckerMode, type CheckerVerdict } from './zatca-checker-runner.js';
import { ZATCA_PATHS, type ZatcaAnswerBody, type ZatcaApiMessage, type ZatcaMode } from './zatca-api.types.js';

/** The sandbox credentials the simulator accepts (the compliance step is not simulated). */
export const SIMULATOR_SECRET = 'sandbox-simulator-secret';

export interface SimulatorOptions {
  checker: CheckerMode;
  /** How long a `SIMULATE:TIMEOUT` submission waits before answering (longer than the client's timeout). */
  timeoutDelayMs: number;
}

export interface SimulatorAnswer {
  status: number;
  body: ZatcaAnswerBody | Record<string, unknown>;
}

type Text = { en: string; ar: string };
const say = (lang: 'en' | 'ar', text: Text) => text[lang];

export class ZatcaSimulator {
  /** Every submission received, newest last: what tests and the back-office compare with. */
  readonly received: { mode: ZatcaMode; uuid: string; status: number }[] = [];
  private readonly answered = new Map<string, SimulatorAnswer>();

  constructor(private readonly options: SimulatorOptions) {}

  async handle(
    mode: ZatcaMode,
    headers: Record<string, string | undefined>,
    rawBody: string,
  ): Promise<SimulatorAnswer> {
    const lang = headers['accept-language']?.startsWith('ar') ? 'ar' : 'en';
    const answer = await this.answer(mode, headers, rawBody, lang);
    let uuid = '';
    try {
      uuid = String((JSON.parse(rawBody) as { uuid?: string }).uuid ?? '');
    } catch {
      /* not JSON */
    }
    this.received.push({ mode, uuid, status: answer.status });
    return answer;
  }

  private async answer(
    mode: ZatcaMode,
    headers: Record<string, string | undefined>,
    rawBody: string,
    lang: 'en' | 'ar',
  ): Promise<SimulatorAnswer> {
    if (!authorised(headers.authorization)) return { status: 401, body: { message: 'Unauthorized' } };
    const errors: ZatcaApiMessage[] = [];
    const fail = (code: string, text: Text, category = 'HEADER_VALIDATION') =>
      errors.push(message('ERROR', code, category, say(lang, text)));
    if (headers['accept-version'] !== 'V2')
      fail('invalid-accept-version', {
        en: 'Accept-Version must be V2.',
        ar: 'يجب أن تكون قيمة Accept-Version هي V2.',
      });
    const expectedFlag = mode === 'clearance' ? '1' : '0';
    if (headers['clearance-status'] !== expectedFlag)
      fail('invalid-clearance-status', {
        en: `Clearance-Status must be ${expectedFlag} for this call.`,
        ar: `يجب أن تكون قيمة Clearance-Status هي ${expectedFlag} لهذا الطلب.`,
      });
    let body: { invoiceHash?: unknown; uuid?: unknown; invoice?: unknown } = {};
    try {
      body = JSON.parse(rawBody) as typeof body;
    } catch {
      fail('invalid-body', { en: 'The body is not JSON.', ar: 'محتوى الطلب ليس JSON.' }, 'BODY_VALIDATION');
    }
    if (typeof body.invoiceHash !== 'string' || typeof body.uuid !== 'string' || typeof body.invoice !== 'string') {
      fail(
        'invalid-body',
        { en: 'invoiceHash, uuid and invoice are required.', ar: 'الحقول invoiceHash و uuid و invoice مطلوبة.' },
        'BODY_VALIDATION',
      );
    }
    if (errors.length > 0) return rejected(mode, errors, []);
    const xml = Buffer.from(body.invoice as string, 'base64').toString('utf8');
    const key = `${mode}:${body.uuid as string}:${body.invoiceHash as string}:${createHash('sha256')
      .update(body.invoice as string)
      .digest('base64')}`;
    const earlier = this.answered.get(key);
    if (earlier) return earlier; // a retried submission gets the answer the first one got

    const scripted = scriptedMarker(xml);
    if (scripted === 'TIMEOUT') await new Promise((r) => setTimeout(r, this.options.timeoutDelayMs).unref());
    if (scripted === 'UNAVAILABLE' || scripted === 'TIMEOUT')
      return { status: 503, body: { message: 'Service Unavailable' } };
    if (scripted === 'CLEARANCE-OFF' && mode === 'clearance')
      return { status: 303, body: { message: 'Clearance is deactivated; report the invoice instead.' } };

    let doc;
    try {
      doc = parseXml(xml);
    } catch {
      return rejected(
        mode,
        [
          message(
            'ERROR',
            'XSD_SCHEMA_ERROR',
            'XSD_SCHEMA_ERROR',
            say(lang, { en: 'The invoice is not well-formed XML.', ar: 'الفاتورة ليست بصيغة XML سليمة.' }),
          ),
        ],
        [],
      );
    }
    const typeName = selectText('/*/cbc:InvoiceTypeCode/@name', doc) ?? '';
    const standard = typeName.startsWith('01');
    if (mode === 'clearance' && !standard)
      fail(
        'invoice-type-mismatch',
        {
          en: 'Only standard (B2B) invoices are cleared; report simplified invoices.',
          ar: 'تخضع للاعتماد الفواتير الضريبية (B2B) فقط؛ أبلغ عن الفواتير المبسطة.',
        },
        'INVOICE_TYPE',
      );
    if (mode === 'reporting' && standard && scripted !== 'CLEARANCE-OFF')
      fail(
        'invoice-type-mismatch',
        {
          en: 'Standard (B2B) invoices are cleared, not reported.',
          ar: 'الفواتير الضريبية (B2B) تخضع للاعتماد ولا يُبلغ عنها.',
        },
        'INVOICE_TYPE',
      );
    if ((selectText('/*/cbc:UUID', doc) ?? '') !== body.uuid)
      fail(
        'invalid-uuid',
        { en: 'The uuid does not match the invoice UUID.', ar: 'المعرّف uuid لا يطابق معرّف الفاتورة.' },
        'INVOICE_UUID',
      );
    const recomputed = invoiceHash(xml).base64;
    if (recomputed !== body.invoiceHash)
      fail(
        'invalid-invoice-hash',
        {
          en: `The invoice hash does not match the document (recomputed ${recomputed}).`,
          ar: `بصمة الفاتورة لا تطابق المستند (المحسوبة ${recomputed}).`,
        },
        'INVOICE_HASHING_ERRORS',
      );
    const verification = verifyInvoiceSignature(xml);
    for (const problem of verification.problems)
      fail('signature-invalid', { en: problem, ar: `تحقق التوقيع: ${problem}` }, 'SIGNATURE_ERRORS');

    const warnings: ZatcaApiMessage[] = [];
    if (this.options.checker !== 'off') {
      const verdict: CheckerVerdict = await runChecker(xml, this.options.checker);
      for (const e of verdict.errors) errors.push(message('ERROR', e.code, e.category, e.message));
      for (const w of verdict.warnings) warnings.push(message('WARNING', w.code, w.category, w.message));
    }
    if (scripted === 'REJECT')
      fail(
        'BR-KSA-SIM-01',
        {
          en: 'Rejected by the simulator on request (SIMULATE:REJECT in the buyer name).',
          ar: 'رفضها المحاكي بناءً على الطلب (SIMULATE:REJECT في اسم المشتري).',
        },
        'SIMULATION',
      );
    if (scripted === 'WARN')
      warnings.push(
        message(
          'WARNING',
          'BR-KSA-SIM-02',
          'SIMULATION',
          say(lang, {
            en: 'Accepted with a warning on request (SIMULATE:WARN in the buyer name).',
            ar: 'قُبلت مع تحذير بناءً على الطلب (SIMULATE:WARN في اسم المشتري).',
          }),
        ),
      );

    const answer = errors.length > 0 ? rejected(mode, errors, warnings) : accepted(mode, xml, warnings);
    this.answered.set(key, answer);
    return answer;
  }
}

function message(type: ZatcaApiMessage['type'], code: string, category: string, text: string): ZatcaApiMessage {
  return { type, code, category, message: text, status: type === 'INFO' ? 'PASS' : type };
}

function results(errors: ZatcaApiMessage[], warnings: ZatcaApiMessage[]) {
  return {
    infoMessages: [
      message(
        'INFO',
        'XSD_ZATCA_VALID',
        'XSD validation',
        'Complied with UBL 2.1 standards in line with ZATCA specifications',
      ),
    ],
    warningMessages: warnings,
    errorMessages: errors,
    status: errors.length > 0 ? ('ERROR' as const) : warnings.length > 0 ? ('WARNING' as const) : ('PASS' as const),
  };
}

function rejected(mode: ZatcaMode, errors: ZatcaApiMessage[], warnings: ZatcaApiMessage[]): SimulatorAnswer {
  const status =
    mode === 'clearance'
      ? { clearanceStatus: 'NOT_CLEARED' as const, clearedInvoice: null }
      : { reportingStatus: 'NOT_REPORTED' as const };
  return { status: 400, body: { validationResults: results(errors, warnings), ...status } };
}

function accepted(mode: ZatcaMode, xml: string, warnings: ZatcaApiMessage[]): SimulatorAnswer {
  const status =
    mode === 'clearance'
      ? { clearanceStatus: 'CLEARED' as const, clearedInvoice: Buffer.from(xml, 'utf8').toString('base64') }
      : { reportingStatus: 'REPORTED' as const };
  return { status: warnings.length > 0 ? 202 : 200, body: { validationResults: results([], warnings), ...status } };
}

function authorised(header: string | undefined): boolean {
  if (!header?.startsWith('Basic ')) return false;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.lastIndexOf(':');
  return colon > 0 && decoded.slice(colon + 1) === SIMULATOR_SECRET;
}

function scriptedMarker(xml: string): string | null {
  return /SIMULATE:(REJECT|WARN|TIMEOUT|UNAVAILABLE|CLEARANCE-OFF)/.exec(xml)?.[1] ?? null;
}

/** The simulator over HTTP on a loopback port, at the same paths as the authority's API. */
export async function serveZatcaSimulator(
  simulator: ZatcaSimulator,
  port = 0,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const mode = (Object.entries(ZATCA_PATHS).find(([, path]) => req.url === path)?.[0] ?? null) as ZatcaMode | null;
      if (req.method !== 'POST' || mode === null) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not Found' }));
        return;
      }
      const answer = await simulator.handle(mode, headersOf(req), await readAll(req));
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function headersOf(req: IncomingMessage): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) out[name] = Array.isArray(value) ? value[0] : value;
  return out;
}

async function readAll(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
