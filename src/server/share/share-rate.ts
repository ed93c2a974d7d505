/**
 * How fast one share link may call the API: a bucket per link of BURST requests, refilled at PER_SECOND. A shared
 * report's first view makes a few dozen reads at once (status, the AI engines with their statistics and rankings,
 * the audit and backlink lists and their reports, rank tracking, annotations), so BURST lets its holder open it,
 * reload it and print it without a refusal; the steady PER_SECOND keeps one link well under the slowest pace
 * toward the service (5 calls a second to the project interface), so a link cannot crowd the team's own calls out.
 * Kept per server: replicas each allow a link this much.
 */
export const SHARE_RATE = { burst: 120, perSecond: 1 } as const;
/** links remembered at once; the one idle longest is forgotten first (a forgotten link starts with a full bucket) */
const MAX_LINKS = 10_000;

export class LinkRate {
  private readonly buckets = new Map<number, { tokens: number; at: number }>();

  constructor(
    private readonly burst: number = SHARE_RATE.burst,
    private readonly perSecond: number = SHARE_RATE.perSecond,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one request of link `id`: undefined when it may go on, else the whole seconds to wait. */
  take(id: number): number | undefined {
    const t = this.now();
    const old = this.buckets.get(id);
    const tokens = old
      ? Math.min(this.burst, old.tokens + ((t - old.at) / 1000) * this.perSecond)
      : this.burst;
    // re-inserted, so the Map's order is from the link idle longest to the latest
    this.buckets.delete(id);
    if (tokens < 1) {
      this.buckets.set(id, { tokens, at: t });
      return Math.max(1, Math.ceil((1 - tokens) / this.perSecond));
    }
    this.buckets.set(id, { tokens: tokens - 1, at: t });
    for (const idle of this.buckets.keys()) {
      if (this.buckets.size <= MAX_LINKS) break;
      this.buckets.delete(idle);
    }
    return undefined;
  }
}
