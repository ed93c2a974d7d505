import { configureClient } from './client.ts';

/** For parsing tests: a fake fetch that records each request and answers with what the test gives. */
export interface RecordedRequest {
  method: string;
  url: URL;
  /** decoded query pairs in order */
  query: [string, string][];
  json: unknown;
  form: [string, string][] | undefined;
  headers: Headers;
}

export type FakeAnswer = {
  status?: number;
  json?: unknown;
  body?: BodyInit | null;
  headers?: Record<string, string>;
};

export function fakeFetch(answer: FakeAnswer | ((req: RecordedRequest) => FakeAnswer)) {
  const calls: RecordedRequest[] = [];
  const impl: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://dashboard.test');
    const headers = new Headers(init?.headers);
    let json: unknown;
    let form: [string, string][] | undefined;
    if (init?.body instanceof FormData) {
      form = [...init.body.entries()].map(([k, v]) => [k, String(v)]);
    } else if (typeof init?.body === 'string') {
      json = JSON.parse(init.body);
    }
    const rec: RecordedRequest = {
      method: init?.method ?? 'GET',
      url,
      query: [...url.searchParams.entries()],
      json,
      form,
      headers,
    };
    calls.push(rec);
    const a = typeof answer === 'function' ? answer(rec) : answer;
    const status = a.status ?? 200;
    const body =
      a.body !== undefined ? a.body : a.json !== undefined && status !== 204 ? JSON.stringify(a.json) : null;
    return new Response(body, {
      status,
      headers: { 'content-type': 'application/json', ...a.headers },
    });
  };
  configureClient({ fetch: impl, origin: 'http://dashboard.test' });
  return {
    calls,
    /** the fake itself, for a test that wraps it (e.g. to hold an answer back) */
    impl,
    get last(): RecordedRequest {
      const c = calls[calls.length - 1];
      if (!c) throw new Error('no request was made');
      return c;
    },
  };
}
