/**
 * Ticks and unticks of checklist items, shown at once and sent one at a time per item.
 *
 * Each item has at most one PUT in flight. A click while one is in flight only records the newest intent; when
 * the request settles, the newest intent is sent if it differs from what the service now holds. So answers
 * can never arrive out of order and overwrite a later click (no tick is lost on a slow network), and the
 * last click always wins. A refused PUT sets the item back to what the service holds and reports it — unless a
 * later click already asked for that value, in which case nothing the person wanted is lost.
 */

export type SendTick = (itemId: string, checked: boolean) => Promise<void>;

export interface TickRefusal {
  itemId: string;
  /** the value the person asked for and did not get */
  wanted: boolean;
  error: unknown;
}

export interface TickHooks {
  /** the service accepted `checked` for the item */
  onConfirmed?: (itemId: string, checked: boolean) => void;
  /** nothing is pending any more: a good moment to re-read the checklist */
  onIdle?: () => void;
  /** what to show changed: called at once, inside the click that changed it */
  onChange?: (snapshot: TickSnapshot) => void;
}

export interface TickSnapshot {
  /** what each item with a pending change should show */
  shown: ReadonlyMap<string, boolean>;
  /** items with a request in flight */
  sending: ReadonlySet<string>;
  refusals: readonly TickRefusal[];
}

export const NO_TICKS: TickSnapshot = { shown: new Map(), sending: new Set(), refusals: [] };

interface Entry {
  /** what the service holds, as far as we know */
  confirmed: boolean;
  /** the newest intent */
  desired: boolean;
  /** the value in flight, if any */
  sending: boolean | undefined;
}

export class TickQueue {
  private readonly entries = new Map<string, Entry>();
  private refusals: TickRefusal[] = [];
  private snap: TickSnapshot = NO_TICKS;

  constructor(
    private readonly send: SendTick,
    private readonly hooks: TickHooks = {},
  ) {}

  /** The person set the item to `wanted`; `serverValue` is what the last read of the checklist says. */
  set(itemId: string, wanted: boolean, serverValue: boolean): void {
    const entry = this.entries.get(itemId);
    if (entry) entry.desired = wanted;
    else this.entries.set(itemId, { confirmed: serverValue, desired: wanted, sending: undefined });
    this.pump(itemId);
    this.emit();
  }

  dismiss(refusal: TickRefusal): void {
    this.refusals = this.refusals.filter((r) => r !== refusal);
    this.emit();
  }

  snapshot = (): TickSnapshot => this.snap;

  private pump(itemId: string): void {
    const entry = this.entries.get(itemId);
    if (!entry || entry.sending !== undefined) return;
    if (entry.desired === entry.confirmed) {
      this.entries.delete(itemId);
      if (this.entries.size === 0) this.hooks.onIdle?.();
      return;
    }
    const value = entry.desired;
    entry.sending = value;
    this.send(itemId, value)
      .then(
        () => {
          entry.confirmed = value;
          this.hooks.onConfirmed?.(itemId, value);
        },
        (error: unknown) => {
          if (entry.desired === value) {
            this.refusals = [...this.refusals, { itemId, wanted: value, error }];
            entry.desired = entry.confirmed;
          }
        },
      )
      .finally(() => {
        entry.sending = undefined;
        this.pump(itemId);
        this.emit();
      });
  }

  private emit(): void {
    const shown = new Map<string, boolean>();
    const sending = new Set<string>();
    for (const [id, e] of this.entries) {
      shown.set(id, e.desired);
      if (e.sending !== undefined) sending.add(id);
    }
    this.snap = { shown, sending, refusals: this.refusals };
    this.hooks.onChange?.(this.snap);
  }
}
