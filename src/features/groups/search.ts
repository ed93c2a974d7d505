/**
 * `/groups?group=<id>`: the group the move form puts sites into (plain TS: zod stays out of the entry chunk).
 * The router writes string values that look like numbers with quotes (`?group=%2213%22`), so a numeric id
 * goes into the URL as a number and is read back as the string the client uses for group ids.
 */
export interface GroupsSearch {
  group?: number | string;
}

export function parseGroupsSearch(raw: Record<string, unknown>): GroupsSearch {
  const g = raw.group;
  if (typeof g === 'number' && Number.isSafeInteger(g)) return { group: g };
  if (typeof g === 'string' && g.trim() !== '') return { group: toSearchId(g.trim()) };
  return {};
}

/** A group id as it goes into the URL. */
export function toSearchId(id: string): number | string {
  return /^\d{1,15}$/.test(id) ? Number(id) : id;
}

/** A group id from the URL, as the client keeps group ids. */
export function fromSearchId(id: number | string | undefined): string | undefined {
  return id === undefined ? undefined : String(id);
}
