import { addDays } from '../../lib/dates.ts';
import { periodChange, previousPeriod, type Period } from '../../lib/period-change.ts';
import type { Observation } from './observation.ts';

/**
 * AI presence of each engine: the mean of the period's daily shares against the mean of the period of equal length
 * before it, the same figures the engine's page shows for that range (lib/ai-trend.ts `presenceChange`). A day
 * without any AI answer has no share and counts in neither mean; a period with no answered day has no value, so the
 * engine is `missing` there, never a drop to 0. A share of 0 on an answered day is a real 0.
 */

/** The days compared: the 7 days ending the day before `at` (today's checks are still coming in). */
export const AI_PERIOD_DAYS = 7;

export interface AiDay {
  date: string;
  /** % of the day's answered prompts with the site's link (0-100); null: no prompt had an AI answer that day */
  link: number | null;
  mention: number | null;
}

export interface AiEngineRows {
  siteId: number;
  engineId: number;
  /** the engine as a person reads it ("Gemini (US)") */
  label: string;
  /** days of both periods, in any order; a day absent is a day without answers */
  days: readonly AiDay[];
}

/** The period a check on `at` compares (its previous one is `previousPeriod` of it). */
export function aiPeriod(at: Date, days = AI_PERIOD_DAYS): Period {
  const to = addDays(at.toISOString().slice(0, 10), -1);
  return { from: addDays(to, -(days - 1)), to };
}

const span = (p: Period) => `${p.from}..${p.to}`;

export function aiEngineUrl(siteId: number, engineId: number, period: Period): string {
  const q = new URLSearchParams({ from: period.from, to: period.to });
  return `/sites/${siteId}/ai/${engineId}?${q}`;
}

const SIDES = [
  { key: 'link', metric: 'ai.link_presence_drop' },
  { key: 'mention', metric: 'ai.mention_presence_drop' },
] as const;

export function observeAi(engines: readonly AiEngineRows[], period: Period): Observation[] {
  const previous = previousPeriod(period);
  const out: Observation[] = [];
  for (const e of engines) {
    for (const { key, metric } of SIDES) {
      const change = periodChange(
        e.days.map((d) => ({ date: d.date, value: finite(d[key]) })),
        period,
      );
      const missing =
        change.now === null
          ? `${e.label} had no AI answers in ${span(period)}.`
          : change.before === null
            ? `${e.label} had no AI answers in ${span(previous)} to compare with.`
            : undefined;
      out.push({
        metric,
        siteId: e.siteId,
        subject: `engine:${e.engineId}`,
        label: e.label,
        before: { value: change.before, at: span(previous) },
        now: { value: change.now, at: span(period) },
        ...(missing ? { missing } : {}),
        url: aiEngineUrl(e.siteId, e.engineId, period),
        event: `period:${span(period)}`,
      });
    }
  }
  return out;
}

/** A share that is no number (NaN, a string that slipped through) is no data, never 0. */
const finite = (v: number | null): number | null => (v !== null && Number.isFinite(v) ? v : null);
