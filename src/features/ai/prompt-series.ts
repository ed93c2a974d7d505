import type { RankingPosition } from '../../api/ai-schemas.ts';
import { addDays } from './search.ts';

/**
 * One prompt's daily positions shaped for its chart (position 1 at the top).
 *
 * Spec, "Position entry": url_position / mention_position null = no AI result block that date, 0 = site URL
 * not found / brand not mentioned, 1+ = position. So:
 * - null is a gap in the line (`no-answer`), never a value;
 * - 0 also breaks the line and is marked on a row below every real position: "not found" (`floor`) for
 *   the link, "not mentioned" (`floor + 1`) for the mention; never as 0;
 * - a day of the range with no entry at all was not checked (before the prompt was added): also a gap.
 */
export type DayKind = 'answer' | 'no-answer' | 'unchecked';

export interface PromptPoint {
  /** day index in the range (the chart's x) */
  i: number;
  date: string;
  kind: DayKind;
  /** y of the line: the position when 1+, else null (a break) */
  link: number | null;
  mention: number | null;
  /** y of the "absent" markers: `floor` ("not found") / `floor + 1` ("not mentioned") when 0, else null */
  linkAbsent: number | null;
  mentionAbsent: number | null;
  urlPosition: number | null;
  mentionPosition: number | null;
  urlsCount: number | null;
  mentionsCount: number | null;
  overlap: number | null;
  overlapPercent: number | null;
}

export interface PromptSeries {
  points: PromptPoint[];
  /** the y of the "not found" row, one below the deepest position; "not mentioned" is the row below it */
  floor: number;
  answered: number;
  noAnswer: number;
  unchecked: number;
}

const line = (p: number | null | undefined): number | null =>
  p !== null && p !== undefined && p >= 1 ? p : null;
const absent = (p: number | null | undefined, floor: number): number | null => (p === 0 ? floor : null);

export function promptSeries(
  positions: readonly RankingPosition[],
  range: { from: string; to: string },
): PromptSeries {
  const byDate = new Map(positions.map((p) => [p.date, p]));
  let deepest = 1;
  for (const p of positions) {
    deepest = Math.max(deepest, p.url_position ?? 0, p.mention_position ?? 0);
  }
  const floor = deepest + 1;
  const points: PromptPoint[] = [];
  const counts = { answered: 0, noAnswer: 0, unchecked: 0 };
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) {
    const p = byDate.get(d);
    const kind: DayKind = !p
      ? 'unchecked'
      : p.url_position === null && p.mention_position === null
        ? 'no-answer'
        : 'answer';
    if (kind === 'answer') counts.answered++;
    else if (kind === 'no-answer') counts.noAnswer++;
    else counts.unchecked++;
    points.push({
      i: points.length,
      date: d,
      kind,
      link: line(p?.url_position),
      mention: line(p?.mention_position),
      linkAbsent: absent(p?.url_position, floor),
      mentionAbsent: absent(p?.mention_position, floor + 1),
      urlPosition: p?.url_position ?? null,
      mentionPosition: p?.mention_position ?? null,
      urlsCount: p?.urls_count ?? null,
      mentionsCount: p?.mentions_count ?? null,
      overlap: p?.organic_overlap ?? null,
      overlapPercent: p?.organic_overlap_percent ?? null,
    });
  }
  return { points, floor, ...counts };
}

/** What a person reads for one position: never "0", never a number for a day without an answer. */
export function describePosition(position: number | null, absent: 'not found' | 'not mentioned'): string {
  if (position === null) return 'no AI answer that day';
  if (position === 0) return absent;
  return `#${position}`;
}

/** Runs of days without an AI answer, as [first, last] day indexes: shaded so a gap is explained. */
export function noAnswerRuns(points: readonly PromptPoint[]): [number, number][] {
  const runs: [number, number][] = [];
  let start: number | undefined;
  points.forEach((p, i) => {
    if (p.kind === 'no-answer') start ??= i;
    if (start !== undefined && points[i + 1]?.kind !== 'no-answer') {
      runs.push([start, i]);
      start = undefined;
    }
  });
  return runs;
}
