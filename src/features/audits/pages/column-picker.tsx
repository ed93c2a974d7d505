import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  DEFAULT_COLUMNS,
  DESCRIBED_KEYS,
  FURTHER_KEYS,
  columnLabel,
} from '../shared/crawled-page-columns.ts';

function Group({
  title,
  keys,
  chosen,
  onToggle,
}: {
  title: string;
  keys: readonly string[];
  chosen: readonly string[];
  onToggle: (key: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">{title}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-4">
        {keys.map((k) => (
          <label key={k} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(k)}
              disabled={k === 'url'}
              onChange={() => onToggle(k)}
            />
            <span className="truncate">{columnLabel(k)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Every key the spec lists for a crawled page; the URL column always stays. */
export function ColumnPicker({
  chosen,
  onChange,
}: {
  chosen: readonly string[];
  onChange: (cols: string[]) => void;
}) {
  // the 70 checkboxes are rendered once the picker is opened, not on every page load
  const [open, setOpen] = useState(false);
  const toggle = (k: string) => onChange(chosen.includes(k) ? chosen.filter((c) => c !== k) : [...chosen, k]);
  return (
    <details className="group relative" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50">
        Columns ({chosen.length} of {DESCRIBED_KEYS.length + FURTHER_KEYS.length})
      </summary>
      {open && (
        <div className="absolute right-0 z-20 mt-1 flex max-h-[70vh] w-[min(56rem,90vw)] flex-col gap-4 overflow-auto rounded-md border border-slate-200 bg-white p-4 shadow-lg">
          <Group
            title="Described by the spec"
            keys={DESCRIBED_KEYS.map(([k]) => k)}
            chosen={chosen}
            onToggle={toggle}
          />
          <Group
            title="Further keys (meaning not described)"
            keys={FURTHER_KEYS}
            chosen={chosen}
            onToggle={toggle}
          />
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => onChange([...DEFAULT_COLUMNS])}>
              Default columns
            </Button>
            <Button
              variant="secondary"
              onClick={() => onChange([...DESCRIBED_KEYS.map(([k]) => k), ...FURTHER_KEYS])}
            >
              All columns
            </Button>
          </div>
        </div>
      )}
    </details>
  );
}
