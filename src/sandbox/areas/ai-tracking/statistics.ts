import { specLabel } from '../../vocabulary.ts';
import { checkSpan } from './checks.ts';
import { positionFor, type Position } from './positions.ts';
import type { EngineRow, PromptRow } from './store.ts';

/**
 * Statistics are read from the very positions the rankings return, so the two always agree.
 *
 * - Percentages describe the last checked date of [from, to]; each `*_diff` is that value minus the value
 *   on the first checked date of the range (0 when the range holds one checked date).
 * - A day without an AI block (all-null entry) says nothing about the site, so it leaves the denominator of
 *   link, mention and source percentages; `keywords_with_aio` is the share of checked keywords that had a
 *   block, so there it counts as a "no".
 * - `top` N: a position p is in the top when 1 <= p <= N; 0 means any position >= 1.
 */

interface DaySnapshot {
  checked: number;
  blocks: number;
  links: number;
  mentions: number;
  withSources: number;
  overlap: number;
  urls: number;
}

const pct = (part: number, whole: number): number => (whole === 0 ? 0 : round2((100 * part) / whole));
const round2 = (x: number): number => Math.round(x * 100) / 100;
const inTop = (p: number | null, top: number): boolean => p !== null && p >= 1 && (top === 0 || p <= top);

function snapshot(positions: Position[], top: number): DaySnapshot {
  const s: DaySnapshot = {
    checked: 0,
    blocks: 0,
    links: 0,
    mentions: 0,
    withSources: 0,
    overlap: 0,
    urls: 0,
  };
  for (const p of positions) {
    s.checked++;
    if (p.url_position === null) continue;
    s.blocks++;
    if (inTop(p.url_position, top)) s.links++;
    if (inTop(p.mention_position, top)) s.mentions++;
    if ((p.urls_count ?? 0) > 0) s.withSources++;
    s.overlap += p.organic_overlap ?? 0;
    s.urls += p.urls_count ?? 0;
  }
  return s;
}

export function engineStatistics(
  engine: EngineRow,
  prompts: PromptRow[],
  range: { from: string; to: string; top: number; now: Date },
) {
  // each prompt is checked on every day of its span, so only the spans' outer dates need positions
  const spans = prompts.map((p) => ({ p, span: checkSpan(p, range.now, range.from, range.to) }));
  let firstDate: string | undefined;
  let lastDate: string | undefined;
  for (const { span } of spans) {
    if (!span) continue;
    if (firstDate === undefined || span.start < firstDate) firstDate = span.start;
    if (lastDate === undefined || span.end > lastDate) lastDate = span.end;
  }
  const on = (date: string | undefined): Position[] =>
    date === undefined
      ? []
      : spans
          .filter(({ span }) => span && span.start <= date && date <= span.end)
          .map(({ p }) => positionFor(engine, p, date));
  const first = snapshot(on(firstDate), range.top);
  const last = snapshot(on(lastDate), range.top);
  const diff = (f: (s: DaySnapshot) => number): number => round2(f(last) - f(first));

  const linkPct = (s: DaySnapshot) => pct(s.links, s.blocks);
  const mentionPct = (s: DaySnapshot) => pct(s.mentions, s.blocks);
  const out: Record<string, unknown> = {
    llm_id: engine.id,
    site_id: engine.site_id,
    top: range.top,
    stats: {
      // share of the engine's prompts that have a result on the last date
      indexed_percent: pct(last.checked, prompts.length),
      keywords_count: prompts.length,
      last_update: lastDate ?? null,
    },
    presence: {
      link_percent_in_top: linkPct(last),
      link_diff: diff(linkPct),
      mention_percent_in_top: mentionPct(last),
      mention_diff: diff(mentionPct),
    },
  };
  if (specLabel(engine.base_name) === 'overview_engine') {
    const aioPct = (s: DaySnapshot) => pct(s.blocks, s.checked);
    out.aio_presence = { keywords_with_aio: aioPct(last), keywords_with_aio_diff: diff(aioPct) };
    out.organic_overlap = {
      overlap_count: last.overlap,
      overlap_count_diff: last.overlap - first.overlap,
      overlap_percent: pct(last.overlap, last.urls),
    };
  } else {
    const srcPct = (s: DaySnapshot) => pct(s.withSources, s.blocks);
    out.sources_presence = { answers_with_sources: srcPct(last), answers_with_sources_diff: diff(srcPct) };
  }
  return out;
}
