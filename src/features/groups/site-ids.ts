/** Site ids typed by hand ("101, 102 205"), checked before anything is sent. */
export interface TypedIds {
  ids: number[];
  /** tokens that are not positive whole numbers */
  invalid: string[];
}

export function parseTypedSiteIds(text: string): TypedIds {
  const ids: number[] = [];
  const invalid: string[] = [];
  for (const token of text.split(/[\s,;]+/).filter(Boolean)) {
    const n = Number(token);
    if (/^\d+$/.test(token) && Number.isSafeInteger(n) && n > 0) {
      if (!ids.includes(n)) ids.push(n);
    } else invalid.push(token);
  }
  return { ids, invalid };
}

/** Picked and typed ids, once each, in the order given. */
export function mergeSiteIds(picked: readonly number[], typed: readonly number[]): number[] {
  return [...new Set([...picked, ...typed])];
}

export function invalidIdsMessage(invalid: readonly string[]): string {
  const shown = invalid
    .slice(0, 5)
    .map((t) => `“${t}”`)
    .join(', ');
  return `Not a site id: ${shown}${invalid.length > 5 ? '…' : ''}. Site ids are positive whole numbers.`;
}
