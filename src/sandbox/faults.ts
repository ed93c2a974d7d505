import { createRng, type Rng } from './rng.ts';

/**
 * Faults on purpose (SANDBOX_FAULTS), so the dashboard can be shown to hold up: latency, errors, rate limits and
 * answers that never come. Seeded: the same setting and the same request order give the same faults.
 *
 * Syntax: `latency=300-3000,error_rate=0.2,timeout_rate=0.05,rate_limit_rate=0.05,seed=7` for every request,
 * then `; <methods> <path prefix>: <settings>` overrides (both parts optional, the first override that matches
 * wins) for requests whose path (after /project, /data or /backlinks) starts with the prefix and whose method is
 * one of those named, e.g. `error_rate=0.1; /v1/serp/classic/tasks: error_rate=0; POST PUT: error_rate=0`.
 * An override starts from the base settings: it names only what differs.
 */
export interface FaultSettings {
  latency: [number, number] | undefined;
  errorRate: number;
  timeoutRate: number;
  rateLimitRate: number;
}

export interface FaultPlan {
  seed: number;
  base: FaultSettings;
  overrides: { prefix: string; methods?: string[]; settings: FaultSettings }[];
}

export type Fault =
  | { kind: 'none'; delayMs: number }
  | { kind: 'error'; delayMs: number }
  | { kind: 'rate_limit'; delayMs: number }
  | { kind: 'timeout'; delayMs: number };

const NONE: FaultSettings = { latency: undefined, errorRate: 0, timeoutRate: 0, rateLimitRate: 0 };

function parseSettings(text: string, into: FaultSettings, onSeed?: (n: number) => void): FaultSettings {
  const out = { ...into };
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key, value = ''] = part.split('=').map((s) => s.trim());
    const rate = () => {
      const n = Number(value);
      if (!Number.isFinite(n) || n < 0 || n > 1)
        throw new Error(`SANDBOX_FAULTS: ${key} must be between 0 and 1`);
      return n;
    };
    if (key === 'latency') {
      const [a, b = a] = value.split('-').map(Number);
      if (!Number.isFinite(a) || !Number.isFinite(b) || (a as number) < 0 || (b as number) < (a as number)) {
        throw new Error('SANDBOX_FAULTS: latency is MIN-MAX in ms');
      }
      out.latency = [a as number, b as number];
    } else if (key === 'error_rate') out.errorRate = rate();
    else if (key === 'timeout_rate') out.timeoutRate = rate();
    else if (key === 'rate_limit_rate') out.rateLimitRate = rate();
    else if (key === 'seed' && onSeed) onSeed(Number(value) || 0);
    else throw new Error(`SANDBOX_FAULTS: unknown setting "${key}"`);
  }
  return out;
}

export function parseFaults(text: string | undefined): FaultPlan | undefined {
  if (!text?.trim()) return undefined;
  let seed = 1;
  const [head = '', ...rest] = text.split(';');
  const base = parseSettings(head, NONE, (n) => (seed = n));
  const overrides = rest
    .map((seg) => seg.trim())
    .filter(Boolean)
    .map((seg) => {
      const i = seg.indexOf(':');
      const head = i < 1 ? [] : seg.slice(0, i).trim().split(/\s+/);
      const methods = head.filter((w) => /^[A-Z]+$/.test(w));
      const paths = head.filter((w) => w.startsWith('/'));
      if (!head.length || paths.length > 1 || methods.length + paths.length !== head.length) {
        throw new Error('SANDBOX_FAULTS: an override is "[METHOD …] [/path prefix]: <settings>"');
      }
      return {
        prefix: paths[0] ?? '',
        ...(methods.length ? { methods } : {}),
        settings: parseSettings(seg.slice(i + 1), base),
      };
    });
  return { seed, base, overrides };
}

/** Draws the fault of each request in turn. */
export class FaultInjector {
  private rng: Rng;
  constructor(private readonly plan: FaultPlan) {
    this.rng = createRng(plan.seed);
  }

  next(path: string, method = 'GET'): Fault {
    const s =
      this.plan.overrides.find(
        (o) => path.startsWith(o.prefix) && (!o.methods || o.methods.includes(method.toUpperCase())),
      )?.settings ?? this.plan.base;
    const delayMs = s.latency
      ? Math.round(s.latency[0] + this.rng.next() * (s.latency[1] - s.latency[0]))
      : 0;
    const roll = this.rng.next();
    if (roll < s.timeoutRate) return { kind: 'timeout', delayMs };
    if (roll < s.timeoutRate + s.errorRate) return { kind: 'error', delayMs };
    if (roll < s.timeoutRate + s.errorRate + s.rateLimitRate) return { kind: 'rate_limit', delayMs };
    return { kind: 'none', delayMs };
  }
}
