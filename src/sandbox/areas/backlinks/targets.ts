import { HttpError } from '../../http.ts';
import { createRng, hashString } from '../../rng.ts';

/** Targets of backlink reports: validation with the spec's exact messages, size and price of a target. */

export type Mode = 'domain' | 'host' | 'url';
export const MODES: readonly Mode[] = ['domain', 'host', 'url'];

/** spec, Limits: "only the first 10000 backlinks are shown" */
export const PREVIEW_LIMIT = 10_000;
export const INFO_NOTE = `Only the first ${PREVIEW_LIMIT} backlinks are shown in the report`;

const DOMAIN_RE = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function isDomain(s: string): boolean {
  return DOMAIN_RE.test(s);
}

/** Mode and target as the reports store them; 400 `Invalid mode` / `Invalid url` / `Invalid domain`. */
export function parseTarget(rawMode: unknown, rawTarget: unknown): { mode: Mode; target: string } {
  const mode = typeof rawMode === 'string' ? rawMode.trim().toLowerCase() : '';
  if (!MODES.includes(mode as Mode)) throw new HttpError(400, 'Invalid mode');
  const target = typeof rawTarget === 'string' ? rawTarget.trim() : '';
  if (mode === 'url') {
    let url: URL | undefined;
    try {
      url = new URL(target);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || !isDomain(url.hostname))
      throw new HttpError(400, 'Invalid url');
    return { mode: 'url', target: url.href };
  }
  // Liberal: a scheme or a trailing slash around a bare domain is dropped; a path is not a domain.
  const host = target
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/$/, '');
  if (!isDomain(host)) throw new HttpError(400, 'Invalid domain');
  return { mode: mode as Mode, target: host };
}

/** The deterministic way to get `Failed to get backlinks. Try again later` (create and update). */
export function isUnreachable(target: string): boolean {
  return target.toLowerCase().includes('unreachable');
}

export interface TargetSize {
  backlinks: number;
  domains: number;
}

/** Fixed sizes for the seeded targets, so their info, price and reports agree with the demo story. */
export const KNOWN_TARGETS: Record<string, TargetSize> = {
  'domain:northwind-outdoor.com': { backlinks: 12_840, domains: 1_164 },
  'domain:bloom-botanics.co.uk': { backlinks: 2_315, domains: 412 },
  'url:https://www.quantaledger.io/pricing': { backlinks: 186, domains: 64 },
  'domain:trailforge-gear.com': { backlinks: 5_420, domains: 731 },
  'host:blog.bloom-botanics.co.uk': { backlinks: 642, domains: 121 },
  'url:https://www.northwind-outdoor.com/collections/tents': { backlinks: 312, domains: 88 },
};

/** Backlinks and referring domains the service "knows" for a target: log-uniform, a pure function of it. */
export function targetSize(mode: Mode, target: string): TargetSize {
  const known = KNOWN_TARGETS[`${mode}:${target}`];
  if (known) return known;
  const rng = createRng(`backlinks:${mode}:${target}`);
  const [lo, hi] = mode === 'url' ? [12, 2_500] : mode === 'host' ? [30, 40_000] : [40, 60_000];
  const backlinks = Math.round(Math.exp(Math.log(lo) + rng.next() * (Math.log(hi) - Math.log(lo))));
  const domains = Math.max(3, Math.min(backlinks, Math.round(backlinks / (2.5 + rng.next() * 11.5))));
  return { backlinks, domains };
}

/** What creating (or refreshing) a report withdraws: a dollar plus 5 cents per 100 backlinks shown. */
export function priceOf(size: TargetSize): number {
  const shown = Math.min(size.backlinks, PREVIEW_LIMIT);
  return Math.round((1 + shown * 0.0005) * 100) / 100;
}

/** Report-level ranks (0–100) of a target. */
export function targetRanks(target: string): { inlink_rank: number; domain_inlink_rank: number } {
  const h = hashString(`rank:${target}`);
  const domain = 25 + (h % 55);
  return { inlink_rank: Math.max(0, domain - 4 - ((h >>> 8) % 15)), domain_inlink_rank: domain };
}
