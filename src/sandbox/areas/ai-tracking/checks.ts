import { addDays, isoDate } from '../../clock.ts';
import type { EngineRow, PromptRow } from './store.ts';

/**
 * When prompts are checked. Every prompt is checked once a day; a seeded prompt's history always spans the
 * last 90 days (the demo looks fresh whatever day it is opened), and a prompt added later gets its first
 * check `promptCheckMs` after being added (spread over the batch), then one at the start of every day.
 */
export const SEED_HISTORY_DAYS = 90;

/** The first date the prompt has a position for, or null while its first check is still running. */
export function firstCheckDate(p: Pick<PromptRow, 'check_at'>, now: Date): string | null {
  if (p.check_at === null) return addDays(isoDate(now), -(SEED_HISTORY_DAYS - 1));
  if (now.getTime() < p.check_at) return null;
  return isoDate(new Date(p.check_at));
}

/** The first and last dates within [from, to] on which the prompt was checked (it is checked every day between). */
export function checkSpan(
  p: Pick<PromptRow, 'check_at'>,
  now: Date,
  from: string,
  to: string,
): { start: string; end: string } | null {
  const first = firstCheckDate(p, now);
  if (first === null) return null;
  const today = isoDate(now);
  const start = from > first ? from : first;
  const end = to < today ? to : today;
  return start <= end ? { start, end } : null;
}

/** The dates within [from, to] on which the prompt was checked, oldest first. */
export function checkDates(p: Pick<PromptRow, 'check_at'>, now: Date, from: string, to: string): string[] {
  const span = checkSpan(p, now, from, to);
  const out: string[] = [];
  for (let d = span?.start; span && d && d <= span.end; d = addDays(d, 1)) out.push(d);
  return out;
}

export interface EngineStatus {
  llm_id: number;
  site_id: number;
  progress: number;
  prompts_count: number;
  prompts_checked: number;
  last_update_date: string | null;
}

/**
 * Status per the spec: progress is the share of prompts checked today; last_update_date is today once that
 * reaches 100, otherwise the latest earlier date with a check (a check that is still running has no date
 * yet), or null when nothing was ever checked.
 */
export function engineStatus(engine: EngineRow, prompts: PromptRow[], now: Date): EngineStatus {
  const today = isoDate(now);
  let checked = 0;
  let historical: string | null = engine.deleted_check_date;
  for (const p of prompts) {
    const first = firstCheckDate(p, now);
    if (first === null) continue;
    checked++;
    // a prompt checked before today was also checked on every day since, yesterday included
    if (first < today) historical = maxDate(historical, addDays(today, -1));
  }
  const count = prompts.length;
  const progress = count === 0 ? 0 : Math.floor((100 * checked) / count);
  return {
    llm_id: engine.id,
    site_id: engine.site_id,
    progress,
    prompts_count: count,
    prompts_checked: checked,
    last_update_date: progress === 100 ? today : historical,
  };
}

function maxDate(a: string | null, b: string): string {
  return a !== null && a > b ? a : b;
}
