import { notFound, useRouterState } from '@tanstack/react-router';

/**
 * The one reading of an id in an address (an audit, a site, an AI engine, a SERP task): a positive whole number, else
 * undefined. The service's ids are such numbers, so anything else names nothing and is not sent to it.
 */
export function parsePathId(raw: string): number | undefined {
  if (!/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

type Raw<K extends string> = Record<K, string>;
type Parsed<K extends string> = Record<K, number>;

/**
 * A route's `params` option for its `$key` segment: parsed once, where the route is matched, so its loader, its
 * pages and every link to it deal in numbers. An id that does not parse is a not-found of the route that declares
 * it, shown by that route's `notFoundComponent`.
 */
function idParams<K extends string>(key: K) {
  return {
    parse: (raw: Raw<K>): Parsed<K> => {
      const id = parsePathId(raw[key]);
      if (id === undefined) throw notFound();
      return { [key]: id } as Parsed<K>;
    },
    stringify: (params: Parsed<K>): Raw<K> => ({ [key]: String(params[key]) }) as Raw<K>,
  };
}

export const auditIdParams = idParams('auditId');
export const siteIdParams = idParams('siteId');
export const engineIdParams = idParams('engineId');
export const taskIdParams = idParams('taskId');

/**
 * The ids of the address, for what draws outside the route that owns them (the shell, an error view): a number
 * once its route parsed it, else undefined (a segment that did not parse stays text and names nothing).
 */
export function useAddressIds(): { siteId?: number; auditId?: number; engineId?: number } {
  // from the router's state, not a route's params: the app's frame draws above every route (main.tsx: InnerWrap), so
  // it stays put while a page loads, and no route's match is around it
  const siteId = useRouterState({ select: (s) => idOf(s.matches, 'siteId') });
  const auditId = useRouterState({ select: (s) => idOf(s.matches, 'auditId') });
  const engineId = useRouterState({ select: (s) => idOf(s.matches, 'engineId') });
  return { siteId, auditId, engineId };
}

/** The id a page's address holds under `key`: its deepest match's params carry every segment of the address. */
function idOf(matches: readonly { params: object }[], key: string): number | undefined {
  const value: unknown = (matches.at(-1)?.params as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'number' ? value : undefined;
}
