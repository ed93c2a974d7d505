import type { Selectable } from 'kysely';
import type { Store } from '../store/store.ts';
import type { AnnotationsTable } from '../store/tables.ts';

/**
 * Dated event markers of a site ("new pricing page live"), kept in the proxy's store so the whole team sees
 * them. Validation lives here, beside the table, so every route answers the same messages.
 */
/** A marker as the store holds it and the routes answer it: the table's row. */
export type Annotation = Selectable<AnnotationsTable>;

export interface AnnotationInput {
  date: string;
  label: string;
  note: string | null;
}

export const LABEL_MAX = 120;
export const NOTE_MAX = 1000;

function isDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

export function checkSiteId(raw: unknown): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** Checks a body: date YYYY-MM-DD (a real day), label 1-120 characters, note up to 1000 (empty = none). */
export function checkAnnotation(body: unknown): Checked<AnnotationInput> {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const date = typeof b.date === 'string' ? b.date : '';
  if (!isDay(date)) errors.date = 'Enter a date as YYYY-MM-DD.';
  const label = typeof b.label === 'string' ? b.label.trim() : '';
  if (label.length < 1 || label.length > LABEL_MAX)
    errors.label = `Enter a label of 1-${LABEL_MAX} characters.`;
  let note: string | null = null;
  if (b.note !== undefined && b.note !== null) {
    if (typeof b.note !== 'string') errors.note = 'The note must be text.';
    else if (b.note.length > NOTE_MAX) errors.note = `Keep the note under ${NOTE_MAX + 1} characters.`;
    else note = b.note.trim() === '' ? null : b.note.trim();
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { date, label, note } };
}

export class Annotations {
  constructor(private readonly store: Store) {}

  list(siteId: number): Promise<Annotation[]> {
    return this.store.db
      .selectFrom('annotations')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('date')
      .orderBy('id')
      .execute();
  }

  get(id: number): Promise<Annotation | undefined> {
    return this.store.db.selectFrom('annotations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  create(siteId: number, a: AnnotationInput, now = new Date()): Promise<Annotation> {
    const at = now.toISOString();
    return this.store.db
      .insertInto('annotations')
      .values({ site_id: siteId, date: a.date, label: a.label, note: a.note, created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(id: number, a: AnnotationInput, now = new Date()): Promise<Annotation | undefined> {
    return this.store.db
      .updateTable('annotations')
      .set({ date: a.date, label: a.label, note: a.note, updated_at: now.toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async remove(id: number): Promise<boolean> {
    const r = await this.store.db.deleteFrom('annotations').where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}
