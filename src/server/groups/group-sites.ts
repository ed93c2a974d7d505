import type { Operation } from '../../lib/operations.ts';
import type { GroupSites as GroupSitesAnswer } from '../../lib/local-schemas/group-sites.ts';
import type { Store } from '../store/store.ts';

/**
 * Which group each site is in, as far as this dashboard moved it. The service moves sites into a group but lists no
 * group's sites, so the proxy keeps each move it passed on that the service answered with success (an operation
 * whose `membership` says so): a site is in the group it was last moved into, and a group deleted here takes its
 * sites out of every group this store knows (the spec does not say where they go).
 */
export class GroupSites {
  constructor(
    private readonly store: Store,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Keeps what a successful write of the operation table changed; anything else is left alone. */
  async observe(
    found: { op: Pick<Operation, 'membership'>; params: Record<string, string> },
    status: number,
    body: Buffer | undefined,
  ): Promise<void> {
    const kind = found.op.membership;
    if (!kind || status < 200 || status > 299) return;
    const groupId = groupIdOf(found.params.group_id);
    if (groupId === undefined) return;
    if (kind === 'delete') {
      await this.store.db.deleteFrom('group_sites').where('group_id', '=', groupId).execute();
      return;
    }
    const siteIds = siteIdsOf(body);
    if (siteIds.length === 0) return;
    const moved_at = this.now().toISOString();
    await this.store.db
      .insertInto('group_sites')
      .values(siteIds.map((site_id) => ({ site_id, group_id: groupId, moved_at })))
      .onConflict((oc) =>
        oc.column('site_id').doUpdateSet((eb) => ({
          group_id: eb.ref('excluded.group_id'),
          moved_at: eb.ref('excluded.moved_at'),
        })),
      )
      .execute();
  }

  /** Every group with a site moved into it here, by group id; each group's sites latest move first. */
  async list(): Promise<GroupSitesAnswer[]> {
    const rows = await this.store.db
      .selectFrom('group_sites')
      .selectAll()
      .orderBy('group_id')
      .orderBy('moved_at', 'desc')
      .orderBy('site_id')
      .execute();
    const groups = new Map<string, GroupSitesAnswer>();
    for (const r of rows) {
      const g = groups.get(r.group_id) ?? { group_id: r.group_id, sites: [] };
      g.sites.push({ site_id: r.site_id, moved_at: r.moved_at });
      groups.set(r.group_id, g);
    }
    return [...groups.values()];
  }
}

/**
 * The path's group id as the group list writes it: the list's ids are strings of digits, and a path may spell
 * the same group `%31%31` or `011`. Undefined when it is no id.
 */
export function groupIdOf(raw: string | undefined): string | undefined {
  let id: string;
  try {
    id = decodeURIComponent(raw ?? '').trim();
  } catch {
    return undefined;
  }
  if (/^\d{1,15}$/.test(id)) return String(Number(id));
  return id === '' ? undefined : id;
}

/** The body's `site_ids` the service accepted: whole positive numbers (or such numbers as strings), once each. */
export function siteIdsOf(body: Buffer | undefined): number[] {
  let value: unknown;
  try {
    value = JSON.parse(body?.toString('utf8') ?? '');
  } catch {
    return [];
  }
  const raw = (value as { site_ids?: unknown } | null)?.site_ids;
  const list = Array.isArray(raw) ? raw : [];
  const ids = new Set<number>();
  for (const v of list) {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
    if (Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647) ids.add(n);
  }
  return [...ids];
}
