/**
 * Runs one piece of work at a time: a job source's tick that comes while the last one still works does nothing,
 * so a slow tick never overlaps the next and no row is claimed twice by one process.
 */
export class OneAtATime {
  private busy: Promise<unknown> | undefined;

  /** `work`'s answer, or `otherwise` at once when work is under way */
  async run<T>(work: () => Promise<T>, otherwise: T): Promise<T> {
    if (this.busy) return otherwise;
    const p = work();
    this.busy = p;
    try {
      return await p;
    } finally {
      this.busy = undefined;
    }
  }

  /** resolves when the work under way (if any) has ended */
  async idle(): Promise<void> {
    await this.busy?.catch(() => undefined);
  }
}
