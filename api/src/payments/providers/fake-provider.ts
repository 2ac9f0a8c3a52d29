/** A provider's API for the adapters' specs: records each request and answers from a script, no network. */
import type { Fetch } from './provider-adapter.js';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

export function fakeProvider(answers: { match: RegExp; status?: number; body: unknown }[]) {
  const requests: RecordedRequest[] = [];
  const fetch: Fetch = (url, init) => {
    requests.push({
      url,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? init.body : '',
    });
    const answer = answers.find((a) => a.match.test(url));
    if (!answer) return Promise.resolve(new Response('{"error":"unexpected"}', { status: 404 }));
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 }));
  };
  return { fetch, requests };
}
