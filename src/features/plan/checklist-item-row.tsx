import { useId, useState } from 'react';
import type { ChecklistItem } from '../../api/plan.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
import { useCan } from '../../components/roles/use-can.ts';
import { Button } from '../../components/ui/button.tsx';
import { DeleteTaskDialog } from './delete-task-dialog.tsx';
import { EditTaskForm } from './edit-task-form.tsx';

/** One checklist item: its tick, and for tasks you added, edit and delete. */
export function ChecklistItemRow({
  siteId,
  item,
  custom,
  saving,
  onTick,
  onChanged,
}: {
  siteId: number;
  item: ChecklistItem;
  /** made with Add task: can be edited and deleted */
  custom: boolean;
  saving: boolean;
  onTick: (checked: boolean) => void;
  onChanged: (message: string) => void;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const canWrite = useCan('write');
  return (
    <li className="border-t border-slate-100 py-2 first:border-t-0">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-indigo-700"
          checked={item.checked}
          // still drawn for someone who may not tick: it is how the plan shows what is done
          disabled={!canWrite}
          onChange={(e) => onTick(e.target.checked)}
        />
        {/* a long title is clamped rather than pushing the row's buttons away; the whole of it is in the title */}
        <label
          htmlFor={id}
          title={item.title}
          className={`line-clamp-3 min-w-0 flex-1 text-sm [overflow-wrap:anywhere] ${item.checked ? 'text-slate-500 line-through' : 'text-slate-900'}`}
        >
          {item.title}
        </label>
        {saving && (
          <span className="text-xs text-slate-500" aria-live="polite">
            Saving…
          </span>
        )}
        {custom && (
          <>
            <Badge tone="info">Your task</Badge>
            <NeedsRole need="write" quiet>
              <Button
                variant="ghost"
                className="px-2 py-0.5"
                aria-label={`Edit “${item.title}”`}
                aria-expanded={editing}
                onClick={() => setEditing((v) => !v)}
              >
                Edit
              </Button>
              <Button
                variant="ghost"
                className="px-2 py-0.5 text-red-700"
                aria-label={`Delete “${item.title}”`}
                onClick={() => setDeleting(true)}
              >
                Delete
              </Button>
            </NeedsRole>
          </>
        )}
      </div>
      {custom && canWrite && editing && (
        <EditTaskForm
          siteId={siteId}
          item={item}
          onSaved={(title) => {
            setEditing(false);
            onChanged(`Saved “${title}”.`);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
      {custom && (
        <DeleteTaskDialog
          siteId={siteId}
          item={item}
          open={deleting}
          onClose={() => setDeleting(false)}
          onDeleted={(title) => {
            setDeleting(false);
            onChanged(`Deleted “${title}”.`);
          }}
        />
      )}
    </li>
  );
}
