import type { RankingPosition } from '../../api/ai-schemas.ts';
import { sparkline } from './sparkline-path.ts';

const W = 120;
const H = 30;

/** Daily positions in a row: link solid, mention dashed; top = position 1; breaks = no AI answer. */
export function Sparkline({ positions }: { positions: readonly RankingPosition[] }) {
  const s = sparkline(positions, W, H);
  return (
    <svg
      width={W}
      height={H}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={s.summary}
      className="overflow-visible"
    >
      <title>{s.summary}</title>
      <path
        d={s.mention}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.25}
        strokeDasharray="3 2"
        className="text-amber-500"
      />
      <path
        d={s.link}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        className="text-indigo-600"
      />
    </svg>
  );
}
