import { Button } from '../../components/ui/button.tsx';
import type { TickRefusal } from './tick-queue.ts';

function sentence(error: unknown): string {
  const text = (error instanceof Error ? error.message : String(error)).trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Ticks the service refused: each says which item, why, and that it was set back. */
export function TickRefusals({
  refusals,
  titleOf,
  onDismiss,
}: {
  refusals: readonly TickRefusal[];
  titleOf: (itemId: string) => string;
  onDismiss: (refusal: TickRefusal) => void;
}) {
  if (refusals.length === 0) return null;
  return (
    <div role="alert" className="mb-4 flex flex-col gap-2">
      {refusals.map((r) => (
        <div
          key={`${r.itemId}-${refusals.indexOf(r)}`}
          className="flex items-start justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <p>
            <span className="font-semibold">
              Could not mark “{titleOf(r.itemId)}” as {r.wanted ? 'done' : 'not done'}.
            </span>{' '}
            {sentence(r.error)} It is shown as {r.wanted ? 'not done' : 'done'} again, as the service still
            has it.
          </p>
          <Button variant="secondary" className="shrink-0" onClick={() => onDismiss(r)}>
            Dismiss
          </Button>
        </div>
      ))}
    </div>
  );
}
