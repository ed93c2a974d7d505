/** The report's headline: the few figures a client reads first, each with what it is compared with. */
export interface Headline {
  label: string;
  value: string;
  /** null: no change known (never shown as 0) */
  change: number | null;
  unit: string;
  /** "since the audit before (Nov 3, 2026)", "first vs last checked day of the range" */
  compared: string;
}

interface Presence {
  link_percent_in_top: number;
  link_diff: number | null;
  mention_percent_in_top: number;
  mention_diff: number | null;
}

/**
 * One engine's presence as is; several engines' as their mean, and a mean change only when every engine has one
 * (a missing change is unknown, not 0).
 */
export function meanPresence(all: readonly Presence[]): Presence | null {
  if (all.length === 0) return null;
  const mean = (f: (p: Presence) => number) => all.reduce((s, p) => s + f(p), 0) / all.length;
  const meanOrNull = (f: (p: Presence) => number | null) =>
    all.every((p) => f(p) !== null) ? mean((p) => f(p) as number) : null;
  return {
    link_percent_in_top: mean((p) => p.link_percent_in_top),
    link_diff: meanOrNull((p) => p.link_diff),
    mention_percent_in_top: mean((p) => p.mention_percent_in_top),
    mention_diff: meanOrNull((p) => p.mention_diff),
  };
}
