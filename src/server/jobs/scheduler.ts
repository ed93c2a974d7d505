import { Cron } from 'croner';

/**
 * The server's one scheduler for work that runs later: rank-tracking runs, report sends, alert checks. Each kind
 * is a source with its own claim in the store (an insert on a unique key per slot, a lease its process renews),
 * so with several replicas on one store each slot is worked by one of them and a dead replica's job is taken
 * over. The scheduler only says when to look: every 15 seconds, every source.
 */
export interface JobSource {
  readonly name: string;
  /** claims what is due (and takes over what was left) and works it; a failure is the source's to record */
  tick(): Promise<unknown>;
  /** claims nothing more */
  stop?(): void;
  /** resolves when the work under way has ended or been handed back */
  idle?(): Promise<void>;
}

export interface JobSchedulerOptions {
  /** where a source's failed tick is told (it never stops the others or the ticker) */
  log?: (line: string) => void;
  /** when to look (croner, seconds first); tests look every second */
  pattern?: string;
}

/** a due slot starts, and a lapsed lease is taken over, within 15 seconds */
export const TICK_PATTERN = '5/15 * * * * *';

export class JobScheduler {
  private readonly sources: JobSource[] = [];
  private ticker: Cron | undefined;
  private stopped = false;

  constructor(private readonly options: JobSchedulerOptions = {}) {}

  add(source: JobSource): this {
    if (!this.sources.includes(source)) this.sources.push(source);
    return this;
  }

  /** One look at every source, side by side: a slow source does not hold the others up. */
  async tick(): Promise<void> {
    if (this.stopped) return;
    await Promise.all(
      this.sources.map((s) =>
        s.tick().catch((err: unknown) => {
          this.options.log?.(`[jobs] ${s.name}: ${err instanceof Error ? err.message : String(err)}`);
        }),
      ),
    );
  }

  /** Ticks every 15 seconds, and once now for a slot missed while the server was down. */
  start(): void {
    this.stopped = false;
    this.ticker ??= new Cron(
      this.options.pattern ?? TICK_PATTERN,
      { timezone: 'UTC', unref: true, protect: true },
      () => {
        void this.tick();
      },
    );
    void this.tick();
  }

  /** Claims nothing more; `idle()` then waits for the work under way. */
  stop(): void {
    this.stopped = true;
    this.ticker?.stop();
    this.ticker = undefined;
    for (const s of this.sources) s.stop?.();
  }

  async idle(): Promise<void> {
    await Promise.all(this.sources.map((s) => s.idle?.()));
  }
}
