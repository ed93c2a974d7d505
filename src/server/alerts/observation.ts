import type { AlertMetric, Compared, ComparedSide } from '../../lib/local-schemas/alerts.ts';

/**
 * What the collectors hand the rules: one subject of one metric (a keyword, an engine, an audit, the day's budget)
 * with its value before and now. A value of `null` means no data there, never zero: the rules treat it as missing
 * and say so, they never read it as a drop. A keyword that was looked for and not found is a real fall, and the
 * collector says it with a position past the depth it looked (`notFoundAt`).
 */
export interface Observation {
  metric: AlertMetric;
  /** null: the team's (spend, budget) */
  siteId: number | null;
  /** stable per metric and site: `keyword:<id>`, `engine:<id>`, `audit:<id>`, `target:<host>`, `budget:day` … */
  subject: string;
  /** what a person reads for the subject: the keyword, the engine's name, the audit's title */
  label: string;
  /** the comparison point (the previous run, crawl, report or period); null when there is none yet */
  before: ComparedSide | null;
  now: ComparedSide;
  /** why a value is null, in words for the message ("the run failed", "no answers yet") */
  missing?: string;
  /** positions: the depth looked at, so a keyword not found shows as "not in the top 100" */
  depth?: number;
  /** the dashboard path of the exact view this compares */
  url: string;
  /**
   * What makes this observation one event: the run, the crawl, the report, the day. With the rule and the
   * subject it is the alert's identity, so the same event never fires twice, on any replica.
   */
  event: string;
}

/** The rules' answer for one observation. */
export type Verdict =
  /** the threshold is crossed: fire (unless already firing and within the cooldown) */
  | { kind: 'fire'; message: string; compared: Compared }
  /** the data is there and the threshold is not crossed: a firing subject has recovered */
  | { kind: 'clear' }
  /** no data on one side: nothing fires and nothing recovers; `reason` says what is missing */
  | { kind: 'missing'; reason: string };
