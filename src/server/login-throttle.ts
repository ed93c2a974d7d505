/**
 * Failed team logins per client address: the first few are free (a typo), then each failure makes the address
 * wait longer before its next try (1 s, 2 s, 4 s… up to 15 minutes). A try while waiting is refused without
 * checking the token (429 with Retry-After), so guessing costs time, not just a loop. A success forgets the address.
 */
export const FREE_FAILURES = 3;
export const MAX_WAIT_MS = 15 * 60_000;
/** addresses remembered at most, so a flood of addresses cannot grow the map without bound */
const MAX_ADDRESSES = 10_000;

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
  constructor(private readonly now: () => number = Date.now) {}

  /** ms this address must still wait before a try (0: it may try now) */
  waitMs(address: string): number {
    const r = this.by.get(address);
    return r ? Math.max(0, r.until - this.now()) : 0;
  }

  /** counts a failure; returns the failures in a row and how long the address now waits */
  failed(address: string): { failures: number; waitMs: number } {
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
