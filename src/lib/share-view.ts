/**
 * A share link's view as the page reads it. Apart from the link's rules (`share-rules.ts`): the shell's entry chunk
 * reads a view (`api/local.ts`) and must carry nothing more.
 */

/**
 * The exact view of the report a link was made from: its range, the sections shown and, when one was chosen, the
 * one AI engine. Its holder's page draws that view whatever the address bar says, so a holder cannot widen it.
 */
export interface ReportView {
  from: string;
  to: string;
  sections: string[];
  /** one engine's id, or null for every engine of the site */
  engine: number | null;
  /**
   * N: the last N days ending today (UTC), `from`/`to` worked out again on every read, so a bookmark stays current;
   * null: the fixed range `from`–`to`
   */
  rolling: number | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A view as the server answers it, read liberally by the browser: anything malformed is no view (the defaults). */
export function readAnsweredView(raw: unknown): ReportView | null {
  const v = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  if (typeof v.from !== 'string' || typeof v.to !== 'string' || !DAY.test(v.from) || !DAY.test(v.to))
    return null;
  if (!Array.isArray(v.sections) || !v.sections.every((s) => typeof s === 'string')) return null;
  const engine = typeof v.engine === 'number' && Number.isSafeInteger(v.engine) ? v.engine : null;
  const rolling =
    typeof v.rolling === 'number' && Number.isSafeInteger(v.rolling) && v.rolling > 0 ? v.rolling : null;
  return { from: v.from, to: v.to, sections: v.sections as string[], engine, rolling };
}
