import { METRICS, type AlertMetric, type ComparedSide } from '../../lib/local-schemas/alerts.ts';
import type { Observation, Verdict } from './observation.ts';

/**
 * The rules' judgement of one observation: pure, so every metric's edge (a null, a keyword not found, a first
 * period with nothing before it) is tested without a store. A side the metric compares that holds no data is
 * `missing`: it neither fires nor clears, so a failed run is never read as a drop nor as a recovery.
 */

type Sides = { before: ComparedSide; now: ComparedSide };
interface Check {
  unit: string;
  /** whether the rule's threshold is crossed */
  crossed: (b: number, n: number, t: number) => boolean;
  /** the sentence a person reads, given both sides with values */
  say: (o: Observation, s: Sides, t: number) => string;
  /** false: only `now` is compared (a share of the budget, a job that failed) */
  needsBefore?: boolean;
}

const num = (v: number) =>
  Number.isInteger(v) ? v.toLocaleString('en-US') : v.toLocaleString('en-US', { maximumFractionDigits: 1 });
const q = (label: string) => `“${label}”`;
const on = (at: string) => (at.includes('..') ? `in ${at}` : `on ${at}`);

/** A position, or "not in the top N" for a keyword looked for and not found. */
const place = (v: number, depth: number | undefined, word = 'position ') =>
  depth !== undefined && v > depth ? `not in the top ${depth}` : `${word}${num(v)}`;

const positions = (o: Observation, s: Sides) =>
  `${place(s.now.value as number, o.depth)} ${on(s.now.at)}, was ${place(s.before.value as number, o.depth, '')} ${on(s.before.at)}`;

const presence =
  (what: string): Check['say'] =>
  (o, s) =>
    `${q(o.label)} ${what} presence fell ${num((s.before.value as number) - (s.now.value as number))} points: ` +
    `${num(s.now.value as number)}% ${on(s.now.at)}, was ${num(s.before.value as number)}% ${on(s.before.at)}.`;

const leftTop = (n: number): Check => ({
  unit: 'position',
  crossed: (b, v) => b <= n && v > n,
  say: (o, s) => `${q(o.label)} left the top ${n}: ${positions(o, s)}.`,
});

const share = (period: string): Check => ({
  unit: '%',
  needsBefore: false,
  crossed: (_b, v, t) => v >= t,
  say: (_o, s) =>
    `${period} spend reached ${num(s.now.value as number)}% of its budget ${on(s.now.at)}` +
    (s.before.value === null ? '.' : `, was ${num(s.before.value)}% ${on(s.before.at)}.`),
});

const job = (what: string): Check => ({
  unit: 'jobs',
  needsBefore: false,
  crossed: (_b, v) => v >= 1,
  say: (o, s) => `${o.label} ${what} ${on(s.now.at)}.`,
});

const CHECKS: Record<AlertMetric, Check> = {
  'ai.link_presence_drop': { unit: 'points', crossed: (b, v, t) => b - v >= t, say: presence('link') },
  'ai.mention_presence_drop': { unit: 'points', crossed: (b, v, t) => b - v >= t, say: presence('mention') },
  'positions.left_top3': leftTop(METRICS['positions.left_top3'].defaultThreshold),
  'positions.left_top10': leftTop(METRICS['positions.left_top10'].defaultThreshold),
  'positions.fall': {
    unit: 'places',
    crossed: (b, v, t) => v - b >= t,
    say: (o, s) =>
      `${q(o.label)} fell ${num((s.now.value as number) - (s.before.value as number))} places: ${positions(o, s)}.`,
  },
  'positions.average_worse': {
    unit: 'places',
    crossed: (b, v, t) => v - b >= t,
    say: (o, s) =>
      `The average position of ${o.label} worsened by ${num((s.now.value as number) - (s.before.value as number))}: ` +
      `${num(s.now.value as number)} ${on(s.now.at)}, was ${num(s.before.value as number)} ${on(s.before.at)}.`,
  },
  'audits.score_drop': {
    unit: 'points',
    crossed: (b, v, t) => b - v >= t,
    say: (o, s) =>
      `The audit score of ${q(o.label)} fell ${num((s.before.value as number) - (s.now.value as number))} points: ` +
      `${num(s.now.value as number)} ${on(s.now.at)}, was ${num(s.before.value as number)} ${on(s.before.at)}.`,
  },
  'audits.new_errors': {
    unit: 'errors',
    crossed: (b, v, t) => v - b >= t,
    say: (o, s) =>
      `The crawl of ${q(o.label)} found ${num((s.now.value as number) - (s.before.value as number))} new errors: ` +
      `${num(s.now.value as number)} ${on(s.now.at)}, was ${num(s.before.value as number)} ${on(s.before.at)}.`,
  },
  'backlinks.domains_lost_share': {
    unit: '%',
    crossed: (b, v, t) => ((b - v) / b) * 100 >= t,
    say: (o, s) => {
      const b = s.before.value as number;
      const v = s.now.value as number;
      return (
        `${q(o.label)} lost ${num(Math.round(((b - v) / b) * 1000) / 10)}% of its referring domains: ` +
        `${num(v)} ${on(s.now.at)}, was ${num(b)} ${on(s.before.at)}.`
      );
    },
  },
  'budget.daily_share': share("The day's"),
  'budget.monthly_share': share("The month's"),
  'jobs.skipped': job('was skipped for budget'),
  'jobs.failed': job('failed'),
};

const noData = (o: Observation, side: ComparedSide | null, which: string) =>
  o.missing ?? `No ${which} value for ${q(o.label)}${side ? ` ${on(side.at)}` : ''}.`;

export function judge(rule: { metric: AlertMetric; threshold: number }, o: Observation): Verdict {
  const check = CHECKS[rule.metric] as Check | undefined;
  // a rule row of a metric this version does not know (written by a newer one) judges nothing
  if (!check) return { kind: 'missing', reason: `No rule reads the metric ${rule.metric}.` };
  const needsBefore = check.needsBefore ?? true;
  if (o.missing !== undefined) return { kind: 'missing', reason: o.missing };
  if (o.now.value === null || !Number.isFinite(o.now.value))
    return { kind: 'missing', reason: noData(o, o.now, 'current') };
  const before = o.before ?? { value: null, at: o.now.at };
  if (needsBefore && (before.value === null || !Number.isFinite(before.value)))
    return { kind: 'missing', reason: noData(o, o.before, 'earlier') };
  // a share lost of nothing is no share: the first report with domains has nothing to compare against
  if (rule.metric === 'backlinks.domains_lost_share' && before.value === 0)
    return {
      kind: 'missing',
      reason: `${q(o.label)} had no referring domains ${on(before.at)} to compare with.`,
    };
  const threshold = METRICS[rule.metric].takesThreshold
    ? rule.threshold
    : METRICS[rule.metric].defaultThreshold;
  const s: Sides = { before, now: o.now };
  if (!check.crossed(before.value ?? 0, o.now.value, threshold)) return { kind: 'clear' };
  return {
    kind: 'fire',
    message: check.say(o, s, threshold),
    compared: { before: o.before, now: o.now, threshold, unit: check.unit },
  };
}
