import { randomUUID } from 'node:crypto';
import { OneAtATime } from './one-at-a-time.ts';
import type { JobSource } from './scheduler.ts';

/** what a sender asks of its store's leases (`Leases` through a repo) */
export interface LeaseHolder {
  renew(id: number, owner: string, leaseMs: number): Promise<boolean>;
  handBack(id: number, owner: string): Promise<void>;
}

export interface LeaseSenderOptions {
  /** this process's name on the rows it works */
  owner?: string;
  leaseMs?: number;
}

/**
 * A job source that sends rows of the store under a lease (report mail, alert deliveries). Each tick claims rows
 * and works them one after another; a tick never overlaps the last. After `stop` it claims nothing more, and rows
 * already claimed but not started are handed back, so another process takes them without waiting for the lease.
 */
export abstract class LeaseSender<Row extends { id: number }> implements JobSource {
  abstract readonly name: string;
  readonly owner: string;
  protected readonly leaseMs: number;
  protected stopped = false;
  private readonly inflight = new Set<Promise<unknown>>();
  private readonly ticks = new OneAtATime();

  constructor(
    private readonly leases: LeaseHolder,
    options: LeaseSenderOptions,
    defaultLeaseMs: number,
  ) {
    this.owner = options.owner ?? randomUUID();
    this.leaseMs = options.leaseMs ?? defaultLeaseMs;
  }

  /** rows this tick claimed, each under this owner's lease */
  protected abstract claim(): Promise<Row[]>;

  /** one attempt at a claimed row; the row as it ended, if still this owner's */
  protected abstract attempt(row: Row): Promise<Row | undefined>;

  /** Works what `claim` takes; resolves when those sends have ended. */
  async tick(): Promise<Row[]> {
    if (this.stopped) return [];
    return this.ticks.run(() => this.work(), []);
  }

  private async work(): Promise<Row[]> {
    const claimed = await this.claim();
    const done: Row[] = [];
    for (const row of claimed) {
      if (this.stopped) {
        await this.leases.handBack(row.id, this.owner);
        continue;
      }
      const out = await this.track(this.attempt(row));
      if (out) done.push(out);
    }
    return done;
  }

  /** Sends a row claimed outside a tick (a "Send now", a test) in the background, counted by `idle`. */
  protected sendAside(row: Row | undefined): Row | undefined {
    if (row) void this.track(this.attempt(row)).catch(() => undefined);
    return row;
  }

  private track<T>(p: Promise<T>): Promise<T> {
    const t = p.finally(() => this.inflight.delete(t));
    this.inflight.add(t);
    return t;
  }

  /** Runs `work` with the row's lease renewed every third of it, so no other process takes the row meanwhile. */
  protected async underLease<T>(row: Row, work: () => Promise<T>): Promise<T> {
    const renew = setInterval(() => {
      void this.leases.renew(row.id, this.owner, this.leaseMs).catch(() => undefined);
    }, this.leaseMs / 3);
    renew.unref();
    try {
      return await work();
    } finally {
      clearInterval(renew);
    }
  }

  stop(): void {
    this.stopped = true;
  }

  /** resolves when every send this process started so far has ended */
  async idle(): Promise<void> {
    await this.ticks.idle();
    while (this.inflight.size) await Promise.allSettled([...this.inflight]);
  }
}
