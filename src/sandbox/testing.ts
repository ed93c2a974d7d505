import { ManualClock } from './clock.ts';
import type { Base, SandboxTiming } from './http.ts';
import type { SandboxVocabulary } from './vocabulary.ts';
import { SANDBOX_DATA_KEY, SANDBOX_PROJECT_KEY } from './keys.ts';
import { startSandbox, type RunningSandbox } from './server.ts';

/** For contract tests: a fresh in-memory sandbox with a manual clock, and a small HTTP caller. */
export interface TestSandbox {
  sandbox: RunningSandbox;
  clock: ManualClock;
  call(
    base: Base,
    method: string,
    path: string,
    init?: {
      json?: unknown;
      form?: [string, string][];
      query?: Record<string, string | number | boolean> | [string, string][];
      /** override the key; `null` sends none */
      key?: string | null;
    },
  ): Promise<{ status: number; body: any; text: string; headers: Headers; bytes: Buffer }>;
  close(): Promise<void>;
}

export async function startTestSandbox(
  opts: { now?: string; timing?: Partial<SandboxTiming>; vocabulary?: SandboxVocabulary } = {},
): Promise<TestSandbox> {
  const clock = new ManualClock(opts.now ?? '2026-11-22T12:00:00Z');
  const sandbox = await startSandbox({
    port: 0,
    dbPath: ':memory:',
    clock,
    timing: opts.timing,
    vocabulary: opts.vocabulary ?? 'spec',
  });
  return {
    sandbox,
    clock,
    async call(base, method, path, init = {}) {
      const url = new URL(`${sandbox.url}/${base}${path}`);
      const q = init.query ?? {};
      for (const [k, v] of Array.isArray(q) ? q : Object.entries(q)) url.searchParams.append(k, String(v));
      const headers: Record<string, string> = {};
      const key =
        init.key === undefined ? (base === 'project' ? SANDBOX_PROJECT_KEY : SANDBOX_DATA_KEY) : init.key;
      if (key !== null) headers.authorization = `Token ${key}`;
      let body: RequestInit['body'];
      if (init.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(init.json);
      } else if (init.form) {
        const fd = new FormData();
        for (const [k, v] of init.form) fd.append(k, v);
        body = fd;
      }
      const res = await fetch(url, { method, headers, body });
      const bytes = Buffer.from(await res.arrayBuffer());
      const text = bytes.toString('utf8');
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      return { status: res.status, body: parsed, text, headers: res.headers, bytes };
    },
    close: () => sandbox.close(),
  };
}

/**
 * For crash tests: four writers send `write(writer, n)` one after another until the process dies under them; once
 * `enough()` holds (or 30 s passed, however slow the machine is) `kill()` stops it in the middle of the stream.
 * Resolves when every writer has stopped.
 */
export async function killMidWrites(
  write: (writer: number, n: number) => Promise<void>,
  enough: () => boolean,
  kill: () => void,
): Promise<void> {
  let stop = false;
  const writers = [0, 1, 2, 3].map(async (w) => {
    for (let i = 0; !stop; i++) {
      try {
        await write(w, i);
      } catch {
        return; // the connection died with the process
      }
    }
  });
  const deadline = Date.now() + 30_000;
  while (!enough() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  kill();
  stop = true;
  await Promise.all(writers);
}
