import type { RankingPosition } from '../../api/ai-schemas.ts';

/**
 * SVG paths for a rankings-row sparkline: position 1 at the top, 0 (absent) on the bottom row, and a break
 * in the line wherever the day had no AI answer (null), so a missing answer never reads as a drop.
 */
export interface Sparkline {
  link: string;
  mention: string;
  /** a short text for screen readers and the title tooltip */
  summary: string;
}

function path(values: readonly (number | null)[], floor: number, w: number, h: number, pad: number): string {
  const n = values.length;
  const x = (i: number) => (n <= 1 ? w / 2 : pad + (i * (w - 2 * pad)) / (n - 1));
  const y = (v: number) => (floor <= 1 ? h / 2 : pad + ((v - 1) * (h - 2 * pad)) / (floor - 1));
  let d = '';
  let pen = false;
  values.forEach((v, i) => {
    if (v === null) {
      pen = false;
      return;
    }
    const yy = y(v === 0 ? floor : v);
    d += `${pen ? 'L' : 'M'}${x(i).toFixed(1)} ${yy.toFixed(1)}`;
    // a lone point between two gaps still shows, as a short tick
    if (!pen && (values[i + 1] ?? null) === null) d += `h0.1`;
    pen = true;
  });
  return d;
}

function latest(values: readonly (number | null)[]): number | null | undefined {
  for (let i = values.length - 1; i >= 0; i--) if (values[i] !== null) return values[i];
  return undefined;
}

const say = (v: number | null | undefined, absent: string) =>
  v === undefined || v === null ? 'no AI answer yet' : v === 0 ? absent : `#${v}`;

export function sparkline(positions: readonly RankingPosition[], w = 96, h = 28, pad = 2): Sparkline {
  const links = positions.map((p) => p.url_position);
  const mentions = positions.map((p) => p.mention_position);
  const deepest = Math.max(1, ...links.map((v) => v ?? 0), ...mentions.map((v) => v ?? 0));
  const floor = deepest + 1;
  const gaps = positions.filter((p) => p.url_position === null && p.mention_position === null).length;
  const summary =
    positions.length === 0
      ? 'Not checked in this range'
      : `Latest link ${say(latest(links), 'not found')}, mention ${say(latest(mentions), 'not mentioned')}` +
        (gaps ? `; ${gaps} of ${positions.length} days without an AI answer` : '');
  return {
    link: path(links, floor, w, h, pad),
    mention: path(mentions, floor, w, h, pad),
    summary,
  };
}
