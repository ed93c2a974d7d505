/**
 * `/?group=<id>`: the overview shows the sites moved into one group (plain TS: zod stays out of the entry chunk),
 * `?group=none` those in no group this dashboard knows of. As on the groups page, a numeric id goes into the URL
 * as a number (the router would quote a string of digits) and is read back as the string group ids are.
 */
export interface OverviewSearch {
  group?: number | string;
}

/** The sites this dashboard moved into no group it still knows of. */
export const NO_KNOWN_GROUP = 'none';

export function parseOverviewSearch(raw: Record<string, unknown>): OverviewSearch {
  const g = raw.group;
  if (typeof g === 'number' && Number.isSafeInteger(g) && g > 0) return { group: g };
  if (typeof g === 'string' && g.trim() !== '') {
    const id = g.trim().slice(0, 40);
    return { group: /^\d{1,15}$/.test(id) ? Number(id) : id };
  }
  return {};
}

/** The choice as the select holds it: '' (every site), NO_KNOWN_GROUP or a group id. */
export const choiceOf = (search: OverviewSearch): string =>
  search.group === undefined ? '' : String(search.group);

/** The search a choice of the select writes. */
export const searchOf = (choice: string): OverviewSearch =>
  choice === '' ? {} : { group: /^\d{1,15}$/.test(choice) ? Number(choice) : choice };
