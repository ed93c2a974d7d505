import type { SandboxArea } from '../area.ts';
import { HttpError, noContent, ok, type SandboxRequest } from '../http.ts';
import {
  addTask,
  findTask,
  migrateChecklist,
  seedChecklist,
  siteChecklist,
  siteItems,
} from './checklist/store.ts';
import { CUSTOM_SECTION, TEMPLATE } from './checklist/template.ts';

/** Marketing plan (spec, "Marketing plan"): sections and items per site, custom tasks, completion. */

function body(req: SandboxRequest): Record<string, unknown> {
  if (typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body)) {
    return req.body as Record<string, unknown>;
  }
  // Forms are accepted too: single values as strings.
  const out: Record<string, unknown> = {};
  for (const [k, v] of req.form ?? []) out[k] = v[0];
  return out;
}

/** spec: "400 if title or text empty". */
function requiredText(b: Record<string, unknown>, name: 'title' | 'text'): string {
  const v = b[name];
  if (typeof v !== 'string' || v.trim() === '')
    throw new HttpError(400, `${name} is required and must not be empty`);
  return v.trim();
}

/** Booleans, liberal about the string and number forms a form post would carry. */
function bool(v: unknown, name: string): boolean {
  if (v === true || v === 'true' || v === 1 || v === '1') return true;
  if (v === false || v === 'false' || v === 0 || v === '0') return false;
  throw new HttpError(400, `${name} must be a boolean`);
}

function requiredTaskId(b: Record<string, unknown>): unknown {
  const id = b.task_id;
  if (id === undefined || id === null || id === '') throw new HttpError(400, 'task_id is required');
  return id;
}

export const checklistArea: SandboxArea = {
  name: 'checklist',
  migrate: migrateChecklist,
  seed: ({ db }) => seedChecklist(db),
  routes(router) {
    router.add('project', 'GET', '/checklist/:site_id', (req, { db }) => {
      const siteId = siteChecklist(db, req.params.site_id);
      const items = siteItems(db, siteId);
      const sections = [...TEMPLATE.map((s) => ({ id: s.id, title: s.title })), CUSTOM_SECTION];
      return ok(
        sections
          .map((s) => {
            const own = items.filter((i) => i.section_id === s.id);
            return {
              id: s.id,
              title: s.title,
              items_count: own.length,
              items_checked: own.filter((i) => i.checked === 1).length,
              items: own.map((i) => ({ id: String(i.id), title: i.title, checked: i.checked === 1 })),
            };
          })
          // The custom section appears once the site has a task of its own.
          .filter((s) => s.id !== CUSTOM_SECTION.id || s.items_count > 0),
      );
    });

    router.add('project', 'POST', '/checklist/:site_id/task', (req, { db }) => {
      const siteId = siteChecklist(db, req.params.site_id);
      const b = body(req);
      const title = requiredText(b, 'title');
      const text = requiredText(b, 'text');
      const forAll = b.for_all === undefined || b.for_all === null ? false : bool(b.for_all, 'for_all');
      return ok({ id: addTask(db, siteId, title, text, forAll) });
    });

    // spec: "The two PUT operations share one path; the body fields tell them apart (title and text versus checked)".
    router.add('project', 'PUT', '/checklist/:site_id/task', (req, { db }) => {
      const siteId = siteChecklist(db, req.params.site_id);
      const b = body(req);
      const isUpdate = 'title' in b || 'text' in b;
      if (!isUpdate && !('checked' in b)) {
        throw new HttpError(
          400,
          'Send task_id with either title and text (update the task) or checked (set its status)',
        );
      }
      const taskId = requiredTaskId(b);
      if (isUpdate) {
        const title = requiredText(b, 'title');
        const text = requiredText(b, 'text');
        const task = findTask(db, siteId, taskId);
        db.prepare('UPDATE checklist_items SET title = ?, text = ? WHERE id = ?').run(title, text, task.id);
      } else {
        const checked = bool(b.checked, 'checked');
        const task = findTask(db, siteId, taskId);
        db.prepare('UPDATE checklist_items SET checked = ? WHERE id = ?').run(checked ? 1 : 0, task.id);
      }
      return { status: 200 };
    });

    router.add('project', 'DELETE', '/checklist/:site_id/task/:task_id', (req, { db }) => {
      const siteId = siteChecklist(db, req.params.site_id);
      const task = findTask(db, siteId, req.params.task_id);
      // spec: "only tasks made with Add task can be deleted". 400, not 403: clients read 401/403 as a key problem.
      if (task.custom !== 1) throw new HttpError(400, 'Only tasks made with Add task can be deleted');
      db.prepare('DELETE FROM checklist_items WHERE id = ?').run(task.id);
      return noContent();
    });
  },
};
