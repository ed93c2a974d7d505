import { dayFromNumber, dayNumber } from '../../lib/dates.ts';
import { operation, type Reads } from '../../lib/operations.ts';
import { field } from './answer-fields.ts';
import { auditIdOf } from './audit-charges.ts';
import type { Store } from '../store/store.ts';

/**
 * The dates an audit has a crawl snapshot on, kept in the proxy's store so the whole team sees one timeline.
 * The spec has no "list snapshot dates" operation and reads history by exact date only, so the proxy learns the
 * dates from every free read that names one as it passes through:
 * - status: `audit_time` of a finished crawl (a recheck's crawl shows here when it ends);
 * - report: `audit_time` when `is_finished`;
 * - list: each finished audit's `last_update`;
 * - history: the date a snapshot answered for, and the dates a "no snapshot on that date" answer names.
 * A date once seen stays (the service keeps a snapshot per finished crawl; audit ids are not reused).
 */

/** Which read a date was learnt from: the operation table says which reads name dates (`reads.dates`). */
export type DateSource = NonNullable<Reads['dates']>;

export interface AuditDate {
  date: string;
  source: DateSource;
  first_seen_at: string;
}

const DAY = /^(\d{4}-\d{2}-\d{2})/;
const ANY_DAY = /\b(\d{4}-\d{2}-\d{2})\b/g;

/** The day a value starts with, when it is a day of the calendar (not 2026-02-30). */
function realDay(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const d = DAY.exec(v.trim())?.[1];
  if (!d) return undefined;
  const n = dayNumber(d);
  return Number.isFinite(n) && dayFromNumber(n) === d ? d : undefined;
}

export class AuditDates {
  constructor(
    private readonly store: Store,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async seen(auditId: string, date: string, source: DateSource): Promise<void> {
    await this.keep([[auditId, date, source]]);
  }

  /** Each date not known yet, with where it was first seen (a date once kept is never rewritten). */
  private async keep(found: [string, string, DateSource][]): Promise<void> {
    const at = this.now().toISOString();
    // one statement per 500 dates (a list names one per finished audit): each is atomic, and no lock is held
    for (let i = 0; i < found.length; i += 500)
      await this.store.db
        .insertInto('audit_dates')
        .values(
          found
            .slice(i, i + 500)
            .map(([audit_id, date, source]) => ({ audit_id, date, source, first_seen_at: at })),
        )
        .onConflict((oc) => oc.columns(['audit_id', 'date']).doNothing())
        .execute();
  }

  async list(auditId: string): Promise<AuditDate[]> {
    return this.store.db
      .selectFrom('audit_dates')
      .select(['date', 'source', 'first_seen_at'])
      .where('audit_id', '=', auditId)
      .orderBy('date')
      .execute();
  }

  /** After a free audit read passed through: whatever dates its answer names. */
  async learn(
    opId: string,
    query: URLSearchParams,
    status: number,
    contentType: string,
    body: Buffer,
  ): Promise<void> {
    const found = this.datesIn(opId, query, status, contentType, body);
    if (found.length > 0) await this.keep(found);
  }

  private datesIn(
    opId: string,
    query: URLSearchParams,
    status: number,
    contentType: string,
    body: Buffer,
  ): [string, string, DateSource][] {
    const found: [string, string, DateSource][] = [];
    const auditId = auditIdOf(query.get('audit_id'));
    const ok = status >= 200 && status < 300;
    const source = operation(opId)?.reads?.dates;
    if (!source) return found;
    if (!contentType.includes('json') || body.length > 8_000_000) return found;
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      return found;
    }
    // a date is kept under the read it came from
    const put = (id: string | undefined, d: string | undefined) => {
      if (id && d) found.push([id, d, source]);
    };
    if (source === 'history') {
      if (ok) {
        put(auditId, realDay(query.get('date')));
        put(auditId, realDay(field(json, 'audit_time')));
      } else if (status === 404) {
        // "no snapshot on that date": a message that names the dates having one
        const message = field(json, 'message') ?? field(field(json, 'error'), 'message') ?? '';
        const asked = query.get('date');
        if (typeof message === 'string')
          for (const m of message.matchAll(ANY_DAY)) if (m[1] !== asked) put(auditId, realDay(m[1]));
      }
      return found;
    }
    if (!ok) return found;
    if (source === 'status' && field(json, 'status') === 'finished')
      put(auditId, realDay(field(json, 'audit_time')));
    if (source === 'report' && field(json, 'is_finished') === true)
      put(auditId, realDay(field(json, 'audit_time')));
    if (source === 'list') {
      const items = field(json, 'items');
      if (Array.isArray(items))
        for (const a of items)
          if (field(a, 'status') === 'finished')
            put(auditIdOf(field(a, 'id')), realDay(field(a, 'last_update')));
    }
    return found;
  }
}
