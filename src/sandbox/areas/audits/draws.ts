import { DAY_MS } from '../../clock.ts';
import type { Rng } from '../../rng.ts';
import { mix } from './layout.ts';

/**
 * A counter-based random sequence for the per-page generators: a class (no closures per instance) over an
 * integer seed, because a 1,000-page listing creates a thousand of them per request.
 */
export class Draws implements Rng {
  private k = 0;
  constructor(private readonly seed: number) {}
  next(): number {
    return mix(this.seed, this.k++, 0x51ed) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from empty list');
    return item;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** `YYYY-MM-DD` from days since the epoch (civil-from-days): no Date object per page. */
function civil(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** Same output as clock.ts isoDate / isoDateTime (UTC), for hot loops. */
export const fastDate = (ms: number) => civil(Math.floor(ms / DAY_MS));

export function fastDateTime(ms: number): string {
  const s = Math.floor(ms / 1000);
  const sod = s - Math.floor(s / 86_400) * 86_400;
  return `${civil(Math.floor(s / 86_400))} ${pad(Math.floor(sod / 3600))}:${pad(Math.floor(sod / 60) % 60)}:${pad(sod % 60)}`;
}
