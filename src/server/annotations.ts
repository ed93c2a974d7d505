import type Database from 'better-sqlite3';

/**
 * Dated event markers of a site ("new pricing page live"), kept in the proxy's store so the whole team sees
 * them. Validation lives here, beside the table, so every route answers the same messages.
 */
export interface Annotation {
  id: number;
  site_id: number;
  date: string;
  label: string;
  note: string | null;
  created_at: string;
  updated_at: string;
}

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
  constructor(private readonly db: Database.Database) {}

  list(siteId: number): Annotation[] {
    return this.db
      .prepare('SELECT * FROM annotations WHERE site_id = ? ORDER BY date, id')
      .all(siteId) as Annotation[];
  }

  get(id: number): Annotation | undefined {
    return this.db.prepare('SELECT * FROM annotations WHERE id = ?').get(id) as Annotation | undefined;
  }

  create(siteId: number, a: AnnotationInput, now = new Date()): Annotation {
    const at = now.toISOString();
    const r = this.db
      .prepare(
        'INSERT INTO annotations (site_id, date, label, note, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(siteId, a.date, a.label, a.note, at, at);
    return this.get(Number(r.lastInsertRowid)) as Annotation;
  }

  update(id: number, a: AnnotationInput, now = new Date()): Annotation | undefined {
    const r = this.db
      .prepare('UPDATE annotations SET date = ?, label = ?, note = ?, updated_at = ? WHERE id = ?')
      .run(a.date, a.label, a.note, now.toISOString(), id);
    return r.changes ? this.get(id) : undefined;
  }

  remove(id: number): boolean {
    return this.db.prepare('DELETE FROM annotations WHERE id = ?').run(id).changes > 0;
  }
}
