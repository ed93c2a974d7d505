import { SERP_QUERY_MAX } from '../../api/serp.ts';

/**
 * The queries textarea, one query per line. Spec (Add SERP tasks): `query[]` "each max 255 chars, up to 10 per
 * task"; Limits: "Parallel SERP tasks up to 600".
 */

/** More cannot run at once at the service (spec, Limits: parallel SERP tasks up to 600). */
export const MAX_QUERIES_AT_ONCE = 600;

/** The location field (spec: `location_id` integer required, from Get locations): a location must be picked. */
export function checkLocation(location: { location_id: string | number } | null): string | undefined {
  return location && String(location.location_id).trim() !== ''
    ? undefined
    : 'Choose a location: search by country or city.';
}

export interface ParsedQueries {
  /** trimmed, blank lines dropped, duplicates dropped (same SERP, same cost twice) */
  queries: string[];
  /** how many repeated lines were dropped */
  duplicates: number;
  /** what is wrong, for the field; empty when the queries can be sent */
  error: string | undefined;
}

export function parseQueries(text: string): ParsedQueries {
  const seen = new Set<string>();
  const queries: string[] = [];
  const tooLong: number[] = [];
  let duplicates = 0;
  text.split(/\r?\n/).forEach((line, i) => {
    const q = line.trim();
    if (q === '') return;
    if (q.length > SERP_QUERY_MAX) tooLong.push(i + 1);
    if (seen.has(q)) {
      duplicates++;
      return;
    }
    seen.add(q);
    queries.push(q);
  });
  let error: string | undefined;
  if (tooLong.length > 0) {
    const lines =
      tooLong.slice(0, 5).join(', ') + (tooLong.length > 5 ? ` and ${tooLong.length - 5} more` : '');
    error = `${tooLong.length === 1 ? 'Line' : 'Lines'} ${lines}: a query can be at most ${SERP_QUERY_MAX} characters.`;
  } else if (queries.length === 0) {
    error = 'Enter at least one query, one per line.';
  } else if (queries.length > MAX_QUERIES_AT_ONCE) {
    error = `At most ${MAX_QUERIES_AT_ONCE} queries at once (the service processes up to ${MAX_QUERIES_AT_ONCE} tasks in parallel); you entered ${queries.length}.`;
  }
  return { queries, duplicates, error };
}
