import { addDays } from '../src/lib/dates.ts';
import type { AlertMetric } from '../src/lib/local-schemas/alerts.ts';
import { storeCollectors } from '../src/server/alerts/collect-store.ts';
import { decide, type AlertStateRow } from '../src/server/alerts/decide.ts';
import { judge } from '../src/server/alerts/judge.ts';
import type { Observation } from '../src/server/alerts/observation.ts';
import { aiPeriod, observeAi, type AiEngineRows } from '../src/server/alerts/observe-ai.ts';
import { observeAudits, type AuditRow } from '../src/server/alerts/observe-audits.ts';
import { Metering } from '../src/server/metering/metering.ts';
import { PositionsRepo, type RunOutcome } from '../src/server/positions/repo.ts';
import { hikingBoots, trackSite } from '../src/server/positions/test-site.ts';
import { openStore } from '../src/server/store/store.ts';
import type { Figure } from './figure.ts';

/**
 * The alerts' figures, over a scripted 90-day history (deterministic) with gaps, failed and skipped runs, nulls and
 * real drops on known days, fed day by day through the real rules (judge → decide, cooldown 24 h):
 * - rank tracking, the jobs and the budget through the store collectors on a real store (runs, days, report sends
 *   and ledger rows written as the app writes them);
 * - AI presence and audits through their pure observers (observe-ai.ts, observe-audits.ts) over scripted rows.
 * - alerts.false_alarms: alerts fired on a subject's missing-data day (a failed or skipped run, a keyword not asked,
 *   an engine without answers in the compared days, a crawl that did not finish or lacks a figure). Goal 0.
 * - alerts.missed: scripted real drops (each with the days its alert may come) without an alert. Goal 0. Several
 *   come right after a gap, with real data on both sides.
 * - alerts.unexpected: alerts on days with real data and no scripted drop (jitter read as a drop). Goal 0.
 */

const START = '2026-08-01';
const DAYS = 90;
const dayOf = (d: number) => addDays(START, d);
const at = (d: number, time: string) => new Date(`${dayOf(d)}T${time}Z`);
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

const RULES: Record<AlertMetric, number> = {
  'ai.link_presence_drop': 10,
  'ai.mention_presence_drop': 10,
  'positions.left_top3': 3,
  'positions.left_top10': 10,
  'positions.fall': 5,
  'positions.average_worse': 2,
  'audits.score_drop': 5,
  'audits.new_errors': 20,
  'backlinks.domains_lost_share': 10,
  'budget.daily_share': 80,
  'budget.monthly_share': 80,
  'jobs.skipped': 1,
  'jobs.failed': 1,
};

interface Expected {
  metric: AlertMetric;
  subject: string;
  from: number;
  to: number;
}

/** The rules over every observation, with one state row per metric and subject, as the engine keeps them. */
class Rules {
  private state = new Map<string, AlertStateRow>();
  readonly fired: { day: number; metric: AlertMetric; subject: string }[] = [];
  feed(day: number, list: readonly Observation[], now: Date) {
    for (const o of list) {
      const key = `${o.metric}|${o.subject}`;
      const verdict = judge({ metric: o.metric, threshold: RULES[o.metric] }, o);
      const d = decide(this.state.get(key), verdict, o.event, now, 24);
      if (d.next) this.state.set(key, d.next);
      if (d.fire) this.fired.push({ day, metric: o.metric, subject: o.subject });
    }
  }
}

// ---- rank tracking: site 101, five keywords (ids 1-5), a run a day at 06:00 ----
const FAILED = new Set([10, 11, 40]);
const SKIPPED = new Set([25, 60]);
const NO_RUN = new Set([85]);
/** the usual place of each keyword, with a jitter of one place that no rule should read as a drop */
const base = (k: number, d: number): number | null =>
  [2 + (d % 3 === 0 ? 1 : 0), 5 + (d % 2), 8 + (d % 4 === 1 ? 1 : 0), 15 + (d % 5 === 0 ? 1 : 0), null][
    k - 1
  ] ?? null;
/** undefined: not asked in that run */
function position(k: number, d: number): number | null | undefined {
  if ((k === 2 && d === 30) || (k === 1 && (d === 80 || d === 81))) return undefined;
  if (k === 3 && (d === 12 || d === 13)) return 14;
  if (k === 2 && (d === 31 || d === 32)) return 20;
  if (k === 1 && (d === 41 || d === 42)) return 5;
  if (k === 4 && (d === 50 || d === 51)) return null;
  if (k === 2 && (d === 61 || d === 62)) return 12;
  const b = base(k, d);
  if ((d === 70 || d === 71) && b !== null) return b + 3;
  return b;
}
const POSITIONS_EXPECTED: Expected[] = [
  { metric: 'positions.left_top10', subject: 'keyword:3', from: 12, to: 12 },
  { metric: 'positions.fall', subject: 'keyword:3', from: 12, to: 12 },
  { metric: 'positions.left_top10', subject: 'keyword:2', from: 31, to: 31 },
  { metric: 'positions.fall', subject: 'keyword:2', from: 31, to: 31 },
  { metric: 'positions.left_top3', subject: 'keyword:1', from: 41, to: 41 },
  { metric: 'positions.fall', subject: 'keyword:4', from: 50, to: 50 },
  { metric: 'positions.left_top10', subject: 'keyword:2', from: 61, to: 61 },
  { metric: 'positions.fall', subject: 'keyword:2', from: 61, to: 61 },
  { metric: 'positions.left_top3', subject: 'keyword:1', from: 70, to: 70 },
  { metric: 'positions.left_top10', subject: 'keyword:3', from: 70, to: 70 },
  { metric: 'positions.average_worse', subject: 'site:101', from: 70, to: 70 },
  ...[...FAILED].map((d) => ({
    metric: 'jobs.failed' as const,
    subject: 'positions-run:101',
    from: d,
    to: d,
  })),
  ...[...SKIPPED].map((d) => ({
    metric: 'jobs.skipped' as const,
    subject: 'positions-run:101',
    from: d,
    to: d,
  })),
  { metric: 'jobs.failed', subject: 'report:1', from: 20, to: 20 },
];
function positionsMissing(): Set<string> {
  const out = new Set<string>();
  const subjects = ['site:101', ...range(1, 5).map((k) => `keyword:${k}`)];
  for (const d of [...FAILED, ...SKIPPED]) for (const s of subjects) out.add(`${d}|${s}`);
  out.add('30|keyword:2').add('80|keyword:1').add('81|keyword:1');
  return out;
}

// ---- the budget: 1,000 credits a day, 20,000 a month; spend at 06:30, 11:00 and 20:00 ----
const BUDGET = { daily: 1000, monthly: 20000 };
const CHECKS = ['07:00:00', '12:00:00', '23:30:00'];
const SPEND_TIMES = ['06:30:00', '11:00:00', '20:00:00'];
function spend(d: number): number[] {
  if (d === 15) return [100, 100, 700];
  if (d === 16) return [100, 750, 50];
  if (d === 45) return [850, 0, 0];
  if (d >= 50 && d <= 54) return [100, 200, 500];
  return [100, 100, 200];
}
/** the first check of each day and month whose spend reached 80 % of its budget: computed from the script alone */
function budgetExpected(): Expected[] {
  const out: Expected[] = [];
  const months = new Set<string>();
  let month = '';
  let monthSpent = 0;
  for (const d of range(0, DAYS - 1)) {
    if (dayOf(d).slice(0, 7) !== month) [month, monthSpent] = [dayOf(d).slice(0, 7), 0];
    let daySpent = 0;
    let dayFired = false;
    CHECKS.forEach((check, i) => {
      for (const [j, t] of SPEND_TIMES.entries())
        if (t < check && t >= (CHECKS[i - 1] ?? '00:00:00')) {
          daySpent += spend(d)[j] ?? 0;
          monthSpent += spend(d)[j] ?? 0;
        }
      if (!dayFired && daySpent >= BUDGET.daily * 0.8) {
        dayFired = true;
        out.push({ metric: 'budget.daily_share', subject: 'budget:day', from: d, to: d });
      }
      if (!months.has(month) && monthSpent >= BUDGET.monthly * 0.8) {
        months.add(month);
        out.push({ metric: 'budget.monthly_share', subject: 'budget:month', from: d, to: d });
      }
    });
  }
  return out;
}

async function storeHistory(rules: Rules): Promise<void> {
  const store = await openStore(':memory:');
  let clock = at(0, '00:00:00');
  const now = () => clock;
  try {
    const repo = new PositionsRepo(store, now);
    await trackSite(repo, hikingBoots(5));
    const schedule = await store.db
      .insertInto('report_schedules')
      .values({
        site_id: 101,
        frequency: 'daily',
        hour: 8,
        time_zone: 'UTC',
        range_days: 30,
        recipients: ['team@agency.example'],
        created_at: clock.toISOString(),
        updated_at: clock.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const collectors = storeCollectors({ store, metering: new Metering(store, BUDGET, now), now });
    for (const d of range(0, DAYS - 1)) {
      if (!NO_RUN.has(d)) {
        clock = at(d, '06:00:00');
        const run = await repo.claimRun(101, clock.toISOString(), 'scheduled', 5);
        if (!run) throw new Error(`The run of day ${d} was not claimed.`);
        clock = at(d, '06:01:00');
        if (!FAILED.has(d) && !SKIPPED.has(d))
          for (const k of range(1, 5)) {
            const p = position(k, d);
            if (p !== undefined)
              await repo.recordDay({
                keyword_id: k,
                day: dayOf(d),
                position: p,
                url: null,
                top10: [],
                task_id: null,
              });
          }
        clock = at(d, '06:02:00');
        const outcome: RunOutcome = FAILED.has(d) ? 'failed' : SKIPPED.has(d) ? 'skipped-budget' : 'done';
        await repo.finishRun(run.id, outcome, null);
      }
      for (const [j, t] of SPEND_TIMES.entries())
        await store.db
          .insertInto('ledger')
          .values({
            at: at(d, t).toISOString(),
            area: 'serp',
            op: 'serp.tasks.create',
            credits: spend(d)[j] ?? 0,
            status: 200,
            outcome: 'ok',
          })
          .execute();
      const slot = at(d, '08:00:00').toISOString();
      await store.db
        .insertInto('report_deliveries')
        .values({
          schedule_id: schedule.id,
          slot,
          state: d === 20 ? 'failed' : 'sent',
          at: slot,
          sent_at: slot,
        })
        .execute();
      for (const check of CHECKS) {
        clock = at(d, check);
        for (const c of collectors) rules.feed(d, await c.collect(clock), clock);
      }
    }
  } finally {
    await store.close();
  }
}

// ---- AI presence: two engines of site 101, a share a day; no answers on some days ----
type Share = { link: number | null; mention: number | null };
const jitter = (d: number) => [0, 2, -2][d % 3] ?? 0;
function aiDay(engine: number, d: number): Share {
  if (engine === 1) {
    if ((d >= 20 && d <= 34) || d === 45 || d === 47) return { link: null, mention: null };
    return { link: (d >= 60 ? 30 : 60) + jitter(d), mention: 70 + jitter(d) };
  }
  if (d >= 70 && d <= 76) return { link: null, mention: null };
  return d >= 77 ? { link: 20, mention: 15 } : { link: 50 + jitter(d), mention: 40 - jitter(d) };
}
/** a drop shows in the sliding 7-day comparison from the day after until both periods hold it */
const AI_EXPECTED: Expected[] = [
  { metric: 'ai.link_presence_drop', subject: 'engine:1', from: 61, to: 74 },
  { metric: 'ai.link_presence_drop', subject: 'engine:2', from: 78, to: 91 },
  { metric: 'ai.mention_presence_drop', subject: 'engine:2', from: 78, to: 91 },
];
function aiHistory(rules: Rules, missing: Set<string>): void {
  for (const c of range(14, DAYS - 1)) {
    const engines: AiEngineRows[] = [1, 2].map((e) => ({
      siteId: 101,
      engineId: e,
      label: e === 1 ? 'ChatGPT (US)' : 'Gemini (US)',
      days: range(0, c - 1).map((d) => ({ date: dayOf(d), ...aiDay(e, d) })),
    }));
    for (const e of [1, 2]) {
      const gap = range(c - 14, c - 1).some((d) => aiDay(e, d).link === null);
      const dropping = AI_EXPECTED.some((x) => x.subject === `engine:${e}` && c >= x.from && c <= x.to);
      if (gap && !dropping) missing.add(`${c}|engine:${e}`);
    }
    const now = at(c, '08:00:00');
    rules.feed(c, observeAi(engines, aiPeriod(now)), now);
  }
}

// ---- audits: one audit crawled weekly; one crawl cancelled, one late, figures missing on two ----
function auditRow(c: number): AuditRow {
  const crawl = Math.floor(c / 7) * 7;
  const stats = (d: number) =>
    d === 42
      ? { score: 80, errors: 40 }
      : d === 77
        ? { score: 90, errors: 35 }
        : { score: 90 - ((d / 7) % 2), errors: d === 63 ? null : 10 + ((d / 7) % 3) };
  const finished = (d: number) => d !== 35;
  let prev = crawl - 7;
  while (prev >= 0 && !finished(prev)) prev -= 7;
  const late = crawl === 14 && c === 14;
  const status = !finished(crawl) ? 'cancelled' : late ? 'processing' : 'finished';
  return {
    id: 7,
    siteId: 101,
    title: 'northwind-outdoor.com',
    status,
    lastUpdate: dayOf(crawl),
    auditTime: status === 'finished' ? `${dayOf(crawl)}T05:00:00Z` : null,
    previousAt: prev >= 0 ? dayOf(prev) : null,
    stats: status === 'finished' ? stats(crawl) : null,
    prevStats: prev >= 0 ? stats(prev) : null,
  };
}
const AUDIT_EXPECTED: Expected[] = [
  { metric: 'audits.score_drop', subject: 'audit:7', from: 42, to: 42 },
  { metric: 'audits.new_errors', subject: 'audit:7', from: 42, to: 42 },
  { metric: 'audits.new_errors', subject: 'audit:7', from: 77, to: 77 },
];
function auditHistory(rules: Rules, missing: Set<string>): void {
  for (const d of [14, ...range(35, 41), ...range(63, 76)]) missing.add(`${d}|audit:7`);
  for (const c of range(0, DAYS - 1)) {
    const now = at(c, '07:00:00');
    rules.feed(c, observeAudits([auditRow(c)]), now);
  }
}

export async function alertsFigures(): Promise<Figure[]> {
  const rules = new Rules();
  const missing = positionsMissing();
  await storeHistory(rules);
  aiHistory(rules, missing);
  auditHistory(rules, missing);
  const expected = [...POSITIONS_EXPECTED, ...budgetExpected(), ...AI_EXPECTED, ...AUDIT_EXPECTED];
  const inWindow = (f: Rules['fired'][number], x: Expected) =>
    f.metric === x.metric && f.subject === x.subject && f.day >= x.from && f.day <= x.to;
  const falseAlarms = rules.fired.filter((f) => missing.has(`${f.day}|${f.subject}`));
  const missed = expected.filter((x) => !rules.fired.some((f) => inWindow(f, x)));
  const unexpected = rules.fired.filter(
    (f) => !missing.has(`${f.day}|${f.subject}`) && !expected.some((x) => inWindow(f, x)),
  );
  for (const f of [...falseAlarms, ...unexpected])
    console.warn(`alerts: fired ${f.metric} ${f.subject} on day ${f.day}`);
  for (const x of missed) console.warn(`alerts: missed ${x.metric} ${x.subject} (days ${x.from}-${x.to})`);
  return [
    { figure: 'alerts.false_alarms', value: falseAlarms.length, unit: 'alerts', goal: '0' },
    { figure: 'alerts.missed', value: missed.length, unit: 'drops', goal: '0' },
    { figure: 'alerts.unexpected', value: unexpected.length, unit: 'alerts', goal: '0' },
    { figure: 'alerts.scripted_drops', value: expected.length, unit: 'drops' },
    { figure: 'alerts.missing_days', value: missing.size, unit: 'subject-days' },
  ];
}
