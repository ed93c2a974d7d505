import { creditsFor } from '../../lib/credits.ts';
import type { LedgerTarget, Operation, PricedOperationId } from '../../lib/operations.ts';
import { count, field } from './answer-fields.ts';
import type { LedgerEntry } from './ledger.ts';
import type { MeterRequest } from './paid-request.ts';

/**
 * What a metered call is, as the operation table describes it: the key that tells identical calls apart, how
 * long its answer is reused, the most it can cost and what it cost, and its line in the ledger.
 */

function sortedPairs(pairs: Iterable<[string, string]>): [string, string][] {
  return [...pairs].sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));
}

/**
 * A JSON value with its object keys sorted. Only checked bodies come here (the schemas bound their depth); the
 * depth guard keeps it from ever recursing over anything deeper.
 */
function canonicalJson(v: unknown, depth = 0): unknown {
  if (depth > 8) throw new Error('canonicalJson: too deep (bodies are checked before they are keyed)');
  if (Array.isArray(v)) return v.map((x) => canonicalJson(x, depth + 1));
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, x]) => [k, canonicalJson(x, depth + 1)]),
    );
  }
  return v;
}

/** The cache key, and the key that merges identical calls in flight: the operation, query and body, canonical. */
export function cacheKey(r: MeterRequest): string {
  const body = r.form ? sortedPairs(r.form) : r.json === undefined ? null : canonicalJson(r.json);
  return JSON.stringify([r.op.id, sortedPairs(r.query), body]);
}

/** Until when the answer is reused (the operation's cache lifetime); undefined when it is not. */
export function cacheUntil(r: MeterRequest, now: Date): Date | undefined {
  const c = r.op.cache;
  if (!c) return undefined;
  if ('until' in c) return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return c.param === undefined || r.query.has(c.param) ? new Date(now.getTime() + c.ms) : undefined;
}

export const priced = (op: Operation) => (op.price ? (op.id as PricedOperationId) : undefined);

/** The units the most a call can cost is counted in, from the request (`audit` bounds come from the store). */
function boundUnits(r: MeterRequest, auditPages: number): number {
  const b = r.op.bound;
  switch (b?.from) {
    case 'query':
      return count(r.query.get(b.param), b.fallback);
    case 'body-list': {
      const list = field(r.json, b.field);
      return Array.isArray(list) ? list.length : 0;
    }
    case 'page-limit':
      return count(field(field(r.json, 'settings'), 'max_pages'), b.fallback);
    case 'audit':
      return auditPages;
    default:
      return 1;
  }
}

/** The most a request can cost, for the reservation before it goes out. */
export function upperBound(r: MeterRequest, auditPages = 1000): number {
  const id = priced(r.op);
  return id ? creditsFor(id, boundUnits(r, auditPages)) : 0;
}

/** What a successful answer cost; `estimated` when only the bound is known until later (audits). */
export function actualCost(
  r: MeterRequest,
  answer: unknown,
  bound: number,
): { credits: number; estimated: boolean } {
  const id = priced(r.op);
  const c = r.op.charged;
  if (!id || !c) return { credits: 0, estimated: false };
  switch (c.from) {
    case 'crawl':
      return { credits: bound, estimated: true };
    case 'unless-processing':
      return { credits: field(answer, 'status') === 'processing' ? 0 : bound, estimated: false };
    case 'answer-list': {
      const list = field(answer, c.field);
      return { credits: creditsFor(id, Array.isArray(list) ? list.length : 0), estimated: false };
    }
    default:
      return { credits: bound, estimated: false };
  }
}

const source = (r: MeterRequest) => r.query.get('source') ?? '?';

/**
 * Each kind of ledger line: a short description of what the call was about, for the ledger's table, and what a
 * later read needs to recognise a call whose outcome is unknown (`reconcile.ts`).
 */
const LINES: Record<
  LedgerTarget,
  { target: (r: MeterRequest) => string | null; detail?: (r: MeterRequest) => unknown }
> = {
  keywords: {
    target: (r) =>
      r.form
        ? `${r.form.filter(([k]) => k.startsWith('keywords')).length} keywords (${source(r)})`
        : `${r.query.get('keyword') ?? ''} (${source(r)})`,
  },
  queries: {
    target: (r) => {
      const qs = field(r.json, 'query');
      return Array.isArray(qs)
        ? qs.slice(0, 3).join(', ') + (qs.length > 3 ? ` +${qs.length - 3}` : '')
        : null;
    },
    detail: (r) => ({ queries: field(r.json, 'query') }),
  },
  task: { target: (r) => `task ${r.query.get('task_id') ?? ''}` },
  domain: {
    target: (r) => String(field(r.json, 'domain') ?? ''),
    detail: (r) => ({ domain: field(r.json, 'domain') }),
  },
  audit: {
    target: (r) => `audit ${r.query.get('audit_id') ?? ''}`,
    detail: (r) => ({ audit_id: r.query.get('audit_id') }),
  },
  report: {
    target: (r) => {
      const target = field(r.json, 'target');
      return typeof target === 'string' ? target : `report ${String(field(r.json, 'report_id') ?? '')}`;
    },
  },
};

/** A short description of what the call was about, for the ledger's table. */
export function describeTarget(r: MeterRequest): string | null {
  return LINES[r.op.ledger ?? 'report'].target(r);
}

export function entryOf(r: MeterRequest): LedgerEntry {
  const line = LINES[r.op.ledger ?? 'report'];
  return { op: r.op.id, target: line.target(r), detail: line.detail?.(r) };
}
