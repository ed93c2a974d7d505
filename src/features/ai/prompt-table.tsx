import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import type { Prompt } from '../../api/ai-schemas.ts';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import { IntentChips } from './intent-chips.tsx';

/** The id of the note under the table that explains the intent letters. */
export const INTENT_NOTE_ID = 'prompt-intent-note';

interface Selection {
  selected: ReadonlySet<number>;
  /** every prompt of the page is selected */
  all: boolean;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
}
type Shown = Selection & { intents: ReadonlyMap<number, readonly string[] | null> };

// The columns are built once and their cells read the selection from here: columns rebuilt on each click would be
// new cell components to React, which would remount every checkbox and lose the focus of the one just clicked.
const ShownContext = createContext<Shown | null>(null);
function useShown(): Shown {
  const shown = useContext(ShownContext);
  if (!shown) throw new Error('PromptTable cells outside PromptTable');
  return shown;
}

function SelectAll() {
  const { all, onToggleAll } = useShown();
  return (
    <input
      type="checkbox"
      aria-label="Select all prompts on this page"
      checked={all}
      onChange={onToggleAll}
    />
  );
}

function SelectOne({ prompt }: { prompt: Prompt }) {
  const { selected, onToggle } = useShown();
  return (
    <input
      type="checkbox"
      aria-label={`Select ${prompt.keyword}`}
      checked={selected.has(prompt.k2site_llm_id)}
      onChange={() => onToggle(prompt.k2site_llm_id)}
    />
  );
}

// as the Rankings tab shows it; a prompt without a ranking check has none yet (a dash, not a guess)
function Intent({ prompt }: { prompt: Prompt }) {
  return <IntentChips intents={useShown().intents.get(prompt.keyword_id) ?? null} />;
}

const col = createColumnHelper<Prompt>();

const COLUMNS: Columns<Prompt> = [
  col.display({
    id: 'select',
    header: () => <SelectAll />,
    meta: { className: 'w-8' },
    cell: ({ row }) => <SelectOne prompt={row.original} />,
  }),
  col.accessor('keyword', {
    header: 'Prompt',
    meta: { rowHeader: true, cellClassName: 'font-normal! text-slate-900' },
  }),
  col.accessor('search_volume', { header: 'Volume', meta: { numeric: true } }),
  col.display({
    id: 'intent',
    header: 'Intent',
    meta: { describedBy: INTENT_NOTE_ID },
    cell: ({ row }) => <Intent prompt={row.original} />,
  }),
];

/** One page of the engine's prompts, each with a checkbox for deleting. */
export function PromptTable({ items, ...shown }: Shown & { items: readonly Prompt[] }) {
  return (
    <ShownContext.Provider value={shown}>
      <DataTable
        caption="Tracked prompts"
        data={items}
        columns={COLUMNS}
        getRowId={(p) => String(p.k2site_llm_id)}
      />
    </ShownContext.Provider>
  );
}
