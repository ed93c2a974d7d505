import type { Selectable } from 'kysely';
import type { Store } from '../store/store.ts';
import type { AnnotationsTable } from '../store/tables.ts';
import type { AnnotationInput } from '../../lib/local-schemas/annotations.ts';

/**
 * Dated event markers of a site ("new pricing page live"), kept in the proxy's store so the whole team sees
 * them. What a marker may hold is checked by the routes with the schema the browser shares (lib/local-schemas).
 */
/** A marker as the store holds it and the routes answer it: the table's row. */
export type Annotation = Selectable<AnnotationsTable>;

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
