/**
 * Failed team logins per client address: the first few are free (a typo), then each failure makes the address
 * wait longer before its next try (1 s, 2 s, 4 s… up to 15 minutes). A try while waiting is refused without
 * checking the token (429 with Retry-After), so guessing costs time, not just a loop. A success forgets the address.
 */
export const FREE_FAILURES = 3;
export const MAX_WAIT_MS = 15 * 60_000;
/** addresses remembered at most, so a flood of addresses cannot grow the map without bound */
const MAX_ADDRESSES = 10_000;
/**
 * Wrong tokens the whole server takes from all addresses together: a burst of this many, then one more every
 * GLOBAL_REFILL_MS. Past it every sign-in waits (the right token too, or the hold would still let guesses through):
 * addresses are cheap to an attacker (a /64 of IPv6, a botnet), so a limit per address alone does not bound the
 * guessing. People already signed in keep working; only new sign-ins wait.
 */
export const GLOBAL_BURST = 30;
export const GLOBAL_REFILL_MS = 2_000;

interface Record {
  failures: number;
  /** no try before this time (ms) */
  until: number;
}

export function waitAfter(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_MS, 1000 * 2 ** Math.min(30, failures - FREE_FAILURES - 1));
}

export class LoginThrottle {
  private readonly by = new Map<string, Record>();
  /** wrong tokens the server may still take at once, and when that was worked out */
  private credit = GLOBAL_BURST;
  private creditAt: number;
  constructor(private readonly now: () => number = Date.now) {
    this.creditAt = now();
  }

  private refill(): void {
    const t = this.now();
    this.credit = Math.min(GLOBAL_BURST, this.credit + Math.max(0, t - this.creditAt) / GLOBAL_REFILL_MS);
    this.creditAt = t;
  }

  /** ms every sign-in must still wait after too many wrong tokens from all addresses (0: none) */
  globalWaitMs(): number {
    this.refill();
    return this.credit >= 1 ? 0 : Math.ceil((1 - this.credit) * GLOBAL_REFILL_MS);
  }

  /** ms this address must still wait before a try (0: it may try now) */
  waitMs(address: string): number {
    const r = this.by.get(address);
    return r ? Math.max(0, r.until - this.now()) : 0;
  }

  /** counts a failure; returns the failures in a row and how long the address now waits */
  failed(address: string): { failures: number; waitMs: number } {
    this.refill();
    this.credit = Math.max(0, this.credit - 1);
    const r = this.by.get(address) ?? { failures: 0, until: 0 };
    r.failures++;
    const waitMs = waitAfter(r.failures);
    r.until = this.now() + waitMs;
    this.by.delete(address); // re-insert: the map's order is the order of last failure
    this.by.set(address, r);
    this.prune();
    return { failures: r.failures, waitMs };
  }

  succeeded(address: string): void {
    this.by.delete(address);
  }

  private prune(): void {
    if (this.by.size <= MAX_ADDRESSES) return;
    // forget the addresses whose wait is over and that failed least recently, first
    for (const [address, r] of this.by) {
      if (this.by.size <= MAX_ADDRESSES) return;
      if (r.until <= this.now()) this.by.delete(address);
    }
    for (const address of this.by.keys()) {
      if (this.by.size <= MAX_ADDRESSES) return;
      this.by.delete(address);
    }
  }
}
