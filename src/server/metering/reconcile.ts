import { creditsFor } from '../../lib/credits.ts';
import { OPERATIONS, type Operation, type PricedOperationId } from '../../lib/operations.ts';
import { field } from './answer-fields.ts';
import { serviceTime, type AuditCharges } from './audit-charges.ts';
import type { Ledger } from './ledger.ts';
import type { MeterRequest } from './paid-request.ts';

/**
 * A paid call whose outcome is unknown (it timed out after it went out) stays in the ledger at its maximum, as
 * "unknown", until a later free read tells what the service did:
 * - SERP task creation: the task list (spec: "array of SERP task added in the last 24 hours") shows the tasks it
 *   queued, or that it queued none;
 * - an audit recheck: the audit's status shows a crawl that started after it, or the old crawl still ended;
 * - an audit creation: the audit list shows an audit of that domain this server has not charged yet.
 * Keyword searches and advanced SERP results leave no trace in a free read: they stay unknown at their maximum.
 */

/** What reconciling writes to: the metering's two books (the metering passes itself). */
export interface Books {
  ledger: Ledger;
  audits: AuditCharges;
}

/** The service's clock and ours may differ a little; a task added this long before our record is still ours. */
const SKEW_MS = 60_000;
const RUNNING = new Set(['queued', 'processing']);

/** The priced operations whose ledger line is of this kind: what a free read can tell the outcome of. */
const pricedWith = (line: Operation['ledger']): PricedOperationId[] =>
  OPERATIONS.filter((o) => o.price && o.ledger === line).map((o) => o.id as PricedOperationId);
const TASK_CREATIONS = pricedWith('queries');
const RECHECKS = pricedWith('audit');
const AUDIT_CREATIONS = pricedWith('domain');

const detail = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : {};

function host(v: unknown): string {
  if (typeof v !== 'string') return '';
  const s = v.trim().toLowerCase();
  try {
    return new URL(s.includes('://') ? s : `http://${s}`).hostname.replace(/^www\./, '');
  } catch {
    return s;
  }
}

async function serpTasks(m: Books, list: unknown): Promise<void> {
  if (!Array.isArray(list)) return;
  for (const op of TASK_CREATIONS)
    for (const row of await m.ledger.unknownRows(op)) {
      const asked = Date.parse(row.at) - SKEW_MS;
      const queries = detail(row.detail).queries;
      if (!Array.isArray(queries)) continue;
      const wanted = new Set(queries.map((q) => String(q).trim().toLowerCase()));
      const found = new Set<string>();
      for (const task of list) {
        const q = String(field(task, 'query') ?? '')
          .trim()
          .toLowerCase();
        if (wanted.has(q) && serviceTime(field(task, 'added')) >= asked) found.add(q);
      }
      if (found.size === 0) await m.ledger.release(row.id, 200);
      else
        await m.ledger.settle(row.id, { status: 200, credits: creditsFor(op, found.size), estimated: false });
    }
}

async function auditStatus(m: Books, auditId: string, status: unknown): Promise<void> {
  const state = field(status, 'status');
  if (typeof state !== 'string') return;
  for (const op of RECHECKS) {
    for (const row of await m.ledger.unknownRows(op)) {
      if (detail(row.detail).audit_id !== auditId) continue;
      const started = serviceTime(field(status, 'start_time')) >= Date.parse(row.at) - SKEW_MS;
      if (RUNNING.has(state) || started) {
        // the recheck runs: charged at its bound until its crawl ends, like one that answered
        await m.ledger.settle(row.id, { status: 200, credits: row.credits, estimated: true });
        await m.audits.opened(
          row.id,
          auditId,
          op,
          'recheck',
          await m.audits.maxPagesOf(auditId),
          row.credits,
        );
      } else await m.ledger.release(row.id, 200);
    }
  }
}

async function auditList(m: Books, body: unknown): Promise<void> {
  const items = field(body, 'items');
  if (!Array.isArray(items)) return;
  for (const op of AUDIT_CREATIONS) {
    for (const row of await m.ledger.unknownRows(op)) {
      const domain = host(detail(row.detail).domain);
      let match: unknown;
      for (const a of items) {
        if (host(field(a, 'url')) !== domain) continue;
        if (await m.audits.isCharged(String(field(a, 'id') ?? ''))) continue;
        match = a;
        break;
      }
      const id = field(match, 'id');
      if (id === undefined || id === null) continue;
      await m.ledger.settle(row.id, { status: 200, credits: row.credits, estimated: true });
      await m.audits.opened(row.id, String(id), op, 'create', null, row.credits);
    }
  }
}

/** After a free read the metering reads: whatever unknown call its answer tells the outcome of. */
export async function reconcile(m: Books, r: MeterRequest, answer: unknown): Promise<void> {
  const reads = r.op.reads;
  // the task list shares its path with a task's result, which names the task
  if (reads?.tasks && !r.query.has('task_id')) await serpTasks(m, answer);
  else if (reads?.crawl) await auditStatus(m, r.query.get('audit_id') ?? '', answer);
  else if (reads?.audits) await auditList(m, answer);
}
