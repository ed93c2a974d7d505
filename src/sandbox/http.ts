import type { IncomingHttpHeaders } from 'node:http';
import type Database from 'better-sqlite3';
import type { Clock } from './clock.ts';
import type { SandboxVocabulary } from './vocabulary.ts';

/** Which of the service's three interfaces a route belongs to. */
export type Base = 'project' | 'data' | 'backlinks';

export interface SandboxTiming {
  /** how long an audit stays queued before crawling, ms */
  auditQueueMs: number;
  /** how long a crawl takes, ms (the sandbox picks a value per audit in this range) */
  auditCrawlMs: [number, number];
  /** how long a SERP task takes to complete, ms */
  serpMs: number;
  /** how long the daily check of a newly added prompt takes, ms (progress 0 → 100) */
  promptCheckMs: number;
}

export interface SandboxContext {
  db: Database.Database;
  clock: Clock;
  timing: SandboxTiming;
  /** the engine names of the seeded data (SANDBOX_VOCABULARY); both are taken in requests */
  vocabulary: SandboxVocabulary;
}

export interface SandboxRequest {
  method: string;
  /** path below the base, e.g. `/v1/site-audit/audits` or `/sites/1/airt/brands` */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** parsed JSON body, or undefined when there is none / it is not JSON */
  body: unknown;
  /** multipart or urlencoded form fields (repeated names keep every value) */
  form: Map<string, string[]> | undefined;
  rawBody: Buffer;
}

export interface SandboxResponse {
  status: number;
  /** serialised as JSON when present */
  json?: unknown;
  /** raw body (ZIP, HTML); takes precedence over json */
  raw?: Buffer;
  headers?: Record<string, string>;
}

export type Handler = (
  req: SandboxRequest,
  ctx: SandboxContext,
) => SandboxResponse | Promise<SandboxResponse>;

/** Thrown by handlers; the server turns it into the error body of the route's interface. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** extra fields merged into the error body (e.g. `{ errors: {...} }`) */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * An optional parameter's value, trimmed; undefined when it was not sent. The service refuses an empty string for
 * an optional parameter (service-notes), so one that is sent must hold a value.
 */
export function whenGiven(name: string, raw: string | null | undefined): string | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (raw.trim() === '') throw new HttpError(400, `${name} must not be empty when given`);
  return raw.trim();
}

/** An optional query parameter (see `whenGiven`). */
export const optionalQuery = (q: URLSearchParams, name: string): string | undefined =>
  whenGiven(name, q.get(name));

export const ok = (json: unknown, status = 200): SandboxResponse => ({ status, json });
export const noContent = (): SandboxResponse => ({ status: 204 });

interface Route {
  method: string;
  base: Base;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

/** Routes are registered per interface with `:name` path parameters. */
export class Router {
  private routes: Route[] = [];

  add(base: Base, method: string, path: string, handler: Handler): void {
    const names: string[] = [];
    const source = path
      .split('/')
      .map((seg) => {
        if (seg.startsWith(':')) {
          names.push(seg.slice(1));
          return '([^/]+)';
        }
        return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    this.routes.push({ method, base, pattern: new RegExp(`^${source}/?$`), names, handler });
  }

  /** The route for a method and path, or whether the path exists under another method. */
  match(
    base: Base,
    method: string,
    path: string,
  ): { handler: Handler; params: Record<string, string> } | 'method-not-allowed' | undefined {
    let pathMatched = false;
    for (const r of this.routes) {
      if (r.base !== base) continue;
      const m = r.pattern.exec(path);
      if (!m) continue;
      pathMatched = true;
      if (r.method !== method) continue;
      const params: Record<string, string> = {};
      r.names.forEach((n, i) => {
        params[n] = decodeURIComponent(m[i + 1] ?? '');
      });
      return { handler: r.handler, params };
    }
    return pathMatched ? 'method-not-allowed' : undefined;
  }
}

/**
 * Bracketed query parameters as nested objects: `filter[volume][from]=1` → `{filter:{volume:{from:'1'}}}`,
 * `a[]=1&a[]=2` → `{a:['1','2']}`. Numeric keys stay object keys; `toArray` turns them into arrays.
 */
export function nestedQuery(query: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of query) {
    const parts = key.split('[').map((p, i) => (i === 0 ? p : p.replace(/\]$/, '')));
    let node: Record<string, unknown> = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsPush = parts[i + 1] === '';
      if (last) {
        if (part === '') return;
        const prev = node[part];
        node[part] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
        return;
      }
      if (nextIsPush && i + 1 === parts.length - 1) {
        const arr = Array.isArray(node[part]) ? (node[part] as unknown[]) : [];
        arr.push(value);
        node[part] = arr;
        return;
      }
      const child = node[part];
      if (typeof child !== 'object' || child === null || Array.isArray(child)) node[part] = {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return out;
}

/** `{ '0': a, '1': b }` → `[a, b]` (ordered by index); arrays pass through. */
export function toArray(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (typeof v === 'object' && v !== null) {
    return Object.entries(v)
      .filter(([k]) => /^\d+$/.test(k))
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, x]) => x);
  }
  return v === undefined ? [] : [v];
}
