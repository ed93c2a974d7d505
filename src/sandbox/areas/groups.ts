import type { SandboxArea } from '../area.ts';
import { getSite, listSites, setSiteGroup } from '../core-data.ts';
import { HttpError, noContent, ok, type SandboxRequest } from '../http.ts';

/**
 * Project groups (spec, "Project groups"). Group membership is the `group_id` of core-data's sites, which
 * the seed sites already point at (11, 12), so this area only owns the names.
 */

export const SEED_GROUPS = [
  { id: 11, name: 'Retail clients' },
  { id: 12, name: 'In-house' },
] as const;

interface GroupRow {
  id: number;
  name: string;
}

/** A body field from JSON, or from a form for clients that post one. */
function field(req: SandboxRequest, name: string): unknown {
  if (typeof req.body === 'object' && req.body !== null && name in req.body) {
    return (req.body as Record<string, unknown>)[name];
  }
  const values = req.form?.get(name) ?? req.form?.get(`${name}[]`);
  if (values === undefined) return undefined;
  return values.length === 1 && !req.form?.has(`${name}[]`) ? values[0] : values;
}

function requiredName(req: SandboxRequest): string {
  const name = field(req, 'name');
  if (typeof name !== 'string' || name.trim() === '') throw new HttpError(400, 'name is required');
  return name.trim();
}

function findGroup(req: SandboxRequest, db: Parameters<typeof getSite>[0]): GroupRow {
  const raw = req.params.group_id ?? '';
  const row = /^\d+$/.test(raw)
    ? (db.prepare('SELECT id, name FROM site_groups WHERE id = ?').get(Number(raw)) as GroupRow | undefined)
    : undefined;
  if (!row) throw new HttpError(404, `Group ${raw} not found`);
  return row;
}

/** Site ids as integers; numbers sent as strings are accepted. */
function siteIds(req: SandboxRequest): number[] {
  const raw = field(req, 'site_ids');
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null || raw === '' ? [] : [raw];
  if (list.length === 0) throw new HttpError(400, 'site_ids is required: an array of at least one site id');
  return list.map((v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n <= 0)
      throw new HttpError(400, `site_ids holds an invalid site id: ${String(v)}`);
    return n;
  });
}

export const groupsArea: SandboxArea = {
  name: 'groups',
  migrate(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS site_groups (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL
      );
    `);
  },
  seed({ db }) {
    const ins = db.prepare('INSERT INTO site_groups (id, name) VALUES (?, ?)');
    for (const g of SEED_GROUPS) ins.run(g.id, g.name);
  },
  routes(router) {
    router.add('project', 'POST', '/site-groups', (req, { db }) => {
      const name = requiredName(req);
      const res = db.prepare('INSERT INTO site_groups (name) VALUES (?)').run(name);
      return ok({ group_id: Number(res.lastInsertRowid) });
    });

    router.add('project', 'GET', '/site-groups', (_req, { db }) => {
      const rows = db.prepare('SELECT id, name FROM site_groups ORDER BY id').all() as GroupRow[];
      // Quirk (spec, "Project group"; service-notes): list ids are strings although creation returns an integer.
      return ok(rows.map((g) => ({ id: String(g.id), name: g.name })));
    });

    router.add('project', 'PUT', '/site-groups/:group_id', (req, { db }) => {
      const group = findGroup(req, db);
      const name = requiredName(req);
      db.prepare('UPDATE site_groups SET name = ? WHERE id = ?').run(name, group.id);
      return { status: 200 };
    });

    router.add('project', 'DELETE', '/site-groups/:group_id', (req, { db }) => {
      const group = findGroup(req, db);
      db.transaction(() => {
        // Sites of a deleted group become ungrouped rather than pointing at nothing.
        for (const s of listSites(db)) if (s.group_id === group.id) setSiteGroup(db, s.id, null);
        db.prepare('DELETE FROM site_groups WHERE id = ?').run(group.id);
      })();
      return noContent();
    });

    router.add('project', 'POST', '/site-groups/:group_id/sites', (req, { db }) => {
      const group = findGroup(req, db);
      const ids = siteIds(req);
      for (const id of ids) if (!getSite(db, id)) throw new HttpError(404, `Site ${id} not found`);
      db.transaction(() => {
        for (const id of ids) setSiteGroup(db, id, group.id);
      })();
      return noContent();
    });
  },
};
