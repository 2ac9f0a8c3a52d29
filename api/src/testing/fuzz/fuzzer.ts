/**
 * The API fuzzer (issue 12): every write endpoint of the OpenAPI document at /api/docs, called by the demo
 * accounts whose roles may call it (an account refused with 403 is dropped for that endpoint), with bodies from
 * fuzz-bodies.ts. After each request: never a 5xx, and nothing appended under the request's correlation id when
 * it was refused (4xx); every so often and at the end: /api/health answers 200 and no projection stopped at or
 * skipped an event. Path parameters take ids the API answered before (and unknown ones).
 */
import { randomUUID } from 'node:crypto';
import type { TestStack } from '../test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import type { JsonSchema } from '../../platform/http/openapi-schemas.js';
import { DEMO_ACCOUNTS } from '../../platform/auth/dev-idp/demo-accounts.js';
import { DEV_ISSUER_KEY, userIdFor } from '../../identity/index.js';
import { fuzzBody, Rng } from './fuzz-bodies.js';

export interface FuzzOptions {
  requests: number;
  /** Stops early after this long (0: no limit). */
  seconds: number;
  seed: number;
  log?: (line: string) => void;
}

export interface Finding {
  kind: 'server error' | 'appended on refusal' | 'projection failure' | 'health not 200';
  request: string;
  mutation: string;
  status: number;
  detail: string;
}

export interface FuzzReport {
  requests: number;
  seconds: number;
  operations: number;
  excluded: string[];
  byFamily: Record<string, { requests: number; statuses: Record<string, number> }>;
  byMutation: Record<string, number>;
  findings: Finding[];
}

interface Operation {
  method: string;
  path: string;
  family: string;
  schema: JsonSchema | undefined;
  accounts: string[];
  /** Path parameters the document names with a closed list (a moderation's `action`, a webhook's `provider`). */
  choices: Record<string, string[]>;
}

/** Endpoints that end the fuzzing accounts' own sessions or erase them; their tests live with them. */
const EXCLUDED = /\/(logout|erase|forget)\b/;
/** Refusals the business records as events on purpose (a refused bid is a fact of the auction). */
const RECORDED_REFUSALS = new Set(['BidRejected']);
const CHECK_EVERY = 250;

export async function runFuzzer(stack: TestStack, options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const rng = new Rng(options.seed);
  const doc = (await (await fetch(`${stack.baseUrl}/api/docs-json`)).json()) as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          parameters?: { name: string; in: string; schema?: { enum?: string[] } }[];
        }
      >
    >;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const resolve = (schema: JsonSchema): JsonSchema =>
    schema.$ref ? (doc.components?.schemas?.[schema.$ref.split('/').pop()!] ?? {}) : schema;
  const browsers = new Map<string, TestBrowser>();
  for (const account of DEMO_ACCOUNTS) browsers.set(account.email, await stack.signIn(account.email));
  const excluded: string[] = [];
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
      if (EXCLUDED.test(path)) {
        excluded.push(`${method.toUpperCase()} ${path}`);
        continue;
      }
      const family = path.replace(/^\/api\//, '').replace(/^(admin\/)?([^/]+).*$/, '$1$2');
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      const choices = Object.fromEntries(
        (operation.parameters ?? []).flatMap((p) =>
          p.in === 'path' && p.schema?.enum ? [[p.name, p.schema.enum]] : [],
        ),
      );
      operations.push({ method: method.toUpperCase(), path, family, schema, accounts: [...browsers.keys()], choices });
    }
  }
  const ids = seedIds();
  const newcomer = userIdFor(DEV_ISSUER_KEY, DEMO_ACCOUNTS.find((a) => a.roles.length === 0)!.subject);
  const report: FuzzReport = {
    requests: 0,
    seconds: 0,
    operations: operations.length,
    excluded,
    byFamily: {},
    byMutation: {},
    findings: [],
  };
  const timeUp = () => options.seconds > 0 && Date.now() - started > options.seconds * 1000;
  while (report.requests < options.requests && !timeUp()) {
    const op = rng.pick(operations);
    const email = rng.pick(op.accounts);
    // Staff commands on accounts act on the account without roles only: the fuzzing accounts stay usable.
    const pool = op.family === 'admin/users' ? [newcomer] : ids;
    const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      rng.chance(0.85) ? rng.pick(op.choices[name] ?? pool) : randomUUID(),
    );
    const body = fuzzBody(op.schema, rng, resolve);
    const correlationId = randomUUID();
    const before = await stack.runtime.storage.events.headPosition();
    const res = await browsers.get(email)!.request(`${stack.baseUrl}${path}`, {
      method: op.method,
      headers: { origin: stack.baseUrl, 'content-type': body.contentType, 'x-correlation-id': correlationId },
      body: body.text,
    });
    const text = await res.text();
    report.requests++;
    const family = (report.byFamily[op.family] ??= { requests: 0, statuses: {} });
    family.requests++;
    family.statuses[res.status] = (family.statuses[res.status] ?? 0) + 1;
    report.byMutation[body.mutation] = (report.byMutation[body.mutation] ?? 0) + 1;
    const request = `${op.method} ${path} as ${email}`;
    const finding = (kind: Finding['kind'], detail: string) => {
      report.findings.push({
        kind,
        request,
        mutation: body.mutation,
        status: res.status,
        detail: detail.slice(0, 500),
      });
      options.log?.(`FINDING ${kind}: ${request} (${body.mutation}) → ${res.status}: ${detail.slice(0, 300)}`);
    };
    if (res.status >= 500) finding('server error', `${text.slice(0, 200)} body: ${body.text.slice(0, 200)}`);
    // Refused for who they are (the account without roles is refused as not yet set up): others call it from now on.
    if ((res.status === 401 || res.status === 403) && op.accounts.length > 1)
      op.accounts = op.accounts.filter((e) => e !== email);
    if (res.status >= 200 && res.status < 300) collectIds(text, ids);
    if (res.status >= 400 && res.status < 500) {
      const appended = (await stack.runtime.storage.events.readAll({ after: before, maxCount: 1000 })).filter(
        (e) => e.metadata.correlationId === correlationId && !RECORDED_REFUSALS.has(e.type),
      );
      if (appended.length > 0)
        finding('appended on refusal', appended.map((e) => `${e.type} on ${e.streamName}`).join(', '));
    }
    if (report.requests % CHECK_EVERY === 0 || report.requests === options.requests || timeUp()) {
      await checkHealth(stack, (kind, detail) => finding(kind, detail));
      options.log?.(`${report.requests} requests, ${report.findings.length} findings`);
    }
  }
  report.seconds = Math.round((Date.now() - started) / 1000);
  return report;
}

async function checkHealth(stack: TestStack, finding: (kind: Finding['kind'], detail: string) => void) {
  const health = await stack.call(null, 'GET', '/api/health');
  if (health.status !== 200) finding('health not 200', JSON.stringify(health.body).slice(0, 500));
  for (const p of await stack.runtime.projections.health()) {
    if (p.stoppedAt || p.skipped.length > 0 || p.status === 'failed')
      finding('projection failure', `${p.name}: ${JSON.stringify(p.stoppedAt ?? p.skipped.at(-1) ?? p.lastError)}`);
  }
}

/** The demo accounts' ids (an artist's or gallery's profile id is its account's); never the admin's own. */
function seedIds(): string[] {
  return DEMO_ACCOUNTS.filter((a) => !a.roles.includes('admin')).map((a) => userIdFor(DEV_ISSUER_KEY, a.subject));
}

const ID = /"id":"([0-9a-zA-Z-]{8,64})"/g;
function collectIds(text: string, ids: string[]) {
  for (const match of text.matchAll(ID)) {
    if (!ids.includes(match[1]!)) ids.push(match[1]!);
    if (ids.length > 500) ids.splice(0, 1);
  }
}
