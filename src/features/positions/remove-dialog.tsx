import { useMutation } from '@tanstack/react-query';
import { positionsMutations, type KeywordRemoval } from '../../api/positions.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDelete } from '../../components/ui/confirm-delete.tsx';
import { formatNumber } from '../../lib/format.ts';
import { priceOf } from '../../lib/operations.ts';
import { countOf } from '../../lib/plural.ts';
import { projectCost, type Cadence } from '../../lib/positions.ts';

export interface RemoveTarget {
  pick: KeywordRemoval;
  /** what the title names: “hiking boots”, 2 picked keywords, every keyword tagged “retail” */
  label: string;
  count: number;
}

/** What stopping `count` keywords saves: each run checks them no more, at the SERP task's price each. */
export function savingText(count: number, cadence: Cadence): string {
  const price = priceOf('serp.tasks.create').credits;
  const c = projectCost(count, cadence, null);
  return (
    `Stops ${countOf(count, 'keyword')}: saves ${formatNumber(count)} × ${price} = ${formatNumber(c.perRun)} ` +
    `credits a ${cadence === 'weekly' ? 'week' : 'day'} (about ${formatNumber(c.perMonth)} a month).`
  );
}

/**
 * Stopping keywords, asked first: what it saves, and that their history goes with them (the server deletes the
 * recorded days, so the site's trend no longer counts them either).
 */
export function RemoveDialog({
  siteId,
  target,
  cadence,
  onClose,
  onRemoved,
}: {
  siteId: number;
  target: RemoveTarget | undefined;
  cadence: Cadence;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const remove = useMutation(positionsMutations.removeKeywords(siteId));
  const count = target?.count ?? 0;
  return (
    <ConfirmDelete
      open={target !== undefined}
      title={`Stop tracking ${target?.label ?? ''}?`}
      confirmLabel={`Remove ${countOf(count, 'keyword')}`}
      write={remove}
      onConfirm={() =>
        target &&
        remove.mutate(target.pick, {
          onSuccess: () => {
            onRemoved();
            onClose();
          },
        })
      }
      onClose={onClose}
    >
      <p>{savingText(count, cadence)}</p>
      <p className="mt-2">
        The positions recorded for {count === 1 ? 'it' : 'them'} so far are deleted too, and leave the site’s
        trend: export the CSV first to keep the latest. Adding a keyword again starts its history afresh.
      </p>
    </ConfirmDelete>
  );
}

/** Above the table: remove the picked rows, or every keyword of the tag the table is narrowed to. */
export function RemovalBar({
  picked,
  tag,
  tagged,
  onRemove,
  onClear,
}: {
  picked: number[];
  tag: string | undefined;
  tagged: number;
  onRemove: (target: RemoveTarget) => void;
  onClear: () => void;
}) {
  if (picked.length === 0 && (tag === undefined || tagged === 0)) return null;
  const pickedLabel = `${countOf(picked.length, 'picked keyword')}`;
  return (
    <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
      {picked.length > 0 && (
        <>
          <Button
            variant="danger"
            onClick={() =>
              onRemove({ pick: { keyword_ids: picked }, label: pickedLabel, count: picked.length })
            }
          >
            Remove {pickedLabel}
          </Button>
          <Button variant="ghost" onClick={onClear}>
            Clear the pick
          </Button>
        </>
      )}
      {tag !== undefined && tagged > 0 && (
        <Button
          variant="secondary"
          onClick={() => onRemove({ pick: { tag }, label: `every keyword tagged “${tag}”`, count: tagged })}
        >
          Remove every keyword tagged “{tag}” ({formatNumber(tagged)})
        </Button>
      )}
    </div>
  );
}
