/**
 * What the person typed or sent in the bulk-metrics tab, kept for this tab's session: a reload keeps the list
 * (nothing typed is lost) and shows the last export again from the saved answer. Too many keywords for a URL.
 */
const DRAFT = 'searchboard.keywords.export.draft';
const LAST = 'searchboard.keywords.export.last';

function get(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
function put(key: string, value: string): void {
  try {
    globalThis.sessionStorage?.setItem(key, value);
  } catch {
    // storage full or disabled: the page still works for this visit
  }
}

export const readDraft = (): string => get(DRAFT) ?? '';
export const saveDraft = (text: string): void => put(DRAFT, text);

export function readLast<T>(): T | undefined {
  const raw = get(LAST);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}
export const saveLast = (value: unknown): void => put(LAST, JSON.stringify(value));
