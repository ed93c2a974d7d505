import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { annotationsMutations, type Annotation } from '../../api/annotations.ts';
import { formatDate } from '../../lib/format.ts';
import { NeedsRole } from '../roles/needs-role.tsx';
import { useCan } from '../roles/use-can.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmRemoval } from '../ui/confirm-removal.tsx';
import { AnnotationForm, toInput } from './annotation-form.tsx';
import type { AnnotationPicks } from './use-annotations.ts';

/**
 * A site's markers: listed, added, edited and deleted here; they show on every trend chart of the site, for the
 * whole team (the Searchboard server stores them). A day clicked on a chart opens the add form on that day.
 */
export function AnnotationsPanel({
  siteId,
  items,
  picks,
}: {
  siteId: number;
  items: readonly Annotation[];
  picks: AnnotationPicks;
}) {
  const { picked, pickCount, editing, setEditing } = picks;
  const add = useMutation(annotationsMutations.create(siteId));
  const edit = useMutation(annotationsMutations.update(siteId));
  const remove = useMutation(annotationsMutations.remove(siteId));
  const [deleting, setDeleting] = useState<Annotation | null>(null);
  // a marker chosen on a chart opens its edit form only for someone who may change it
  const canWrite = useCan('write');
  const [addKey, setAddKey] = useState(0);
  // the add form opens on every new pick; otherwise it stays as the person last left it
  const [toggled, setToggled] = useState({ open: false, at: 0 });
  const addOpen = toggled.at === pickCount ? toggled.open : true;
  const addRef = useRef<HTMLDetailsElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // a day picked on a chart: bring the add form (open on it) into view
  useEffect(() => {
    if (pickCount > 0) addRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [pickCount]);
  // a marker chosen on a chart: bring its edit form into view
  useEffect(() => {
    if (editing === null) return;
    listRef.current?.querySelector(`[data-id="${editing}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [editing]);

  return (
    <div className="space-y-3">
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">
          No annotations yet. Mark a launch or an engine update to explain a change.
        </p>
      ) : (
        <ul ref={listRef} className="divide-y divide-slate-100 text-sm" aria-label="Annotations">
          {items.map((a) =>
            canWrite && editing === a.id ? (
              <li key={a.id} data-id={a.id} className="py-2">
                <AnnotationForm
                  initial={toInput(a)}
                  pending={edit.isPending}
                  error={edit.error}
                  onSave={(v) => edit.mutate({ id: a.id, a: v }, { onSuccess: () => setEditing(null) })}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={a.id} data-id={a.id} className="flex flex-wrap items-baseline gap-x-3 py-2">
                <span className="font-medium">{formatDate(a.date)}</span>
                <span>{a.label}</span>
                {a.note && <span className="text-slate-600">{a.note}</span>}
                <NeedsRole need="write" quiet>
                  <span className="ml-auto flex gap-1 print:hidden">
                    <Button
                      variant="ghost"
                      aria-label={`Edit annotation ${a.label}`}
                      onClick={() => setEditing(a.id)}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Delete annotation ${a.label}`}
                      onClick={() => setDeleting(a)}
                    >
                      Delete
                    </Button>
                  </span>
                </NeedsRole>
              </li>
            ),
          )}
        </ul>
      )}
      <NeedsRole need="write">
        <details
          ref={addRef}
          className="print:hidden"
          open={addOpen}
          onToggle={(e) => setToggled({ open: e.currentTarget.open, at: pickCount })}
        >
          <summary className="cursor-pointer text-sm font-medium text-indigo-700">Add an annotation</summary>
          <div className="mt-2">
            <AnnotationForm
              key={`${pickCount}-${addKey}`}
              initial={{ date: picked, label: '', note: '' }}
              pending={add.isPending}
              error={add.error}
              focusLabel={pickCount > 0}
              onSave={(a) => add.mutate(a, { onSuccess: () => setAddKey((k) => k + 1) })}
            />
            <p className="mt-1 text-xs text-slate-600">Tip: click a day on a chart to fill in its date.</p>
          </div>
        </details>
      </NeedsRole>
      <ConfirmRemoval
        picked={deleting}
        onPick={setDeleting}
        removal={remove}
        title="Delete this annotation?"
        confirmLabel="Delete annotation"
      >
        {(a) => (
          <p>
            “{a.label}” on {formatDate(a.date)} disappears from every chart of this site, for the whole team.
          </p>
        )}
      </ConfirmRemoval>
    </div>
  );
}
