import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import type { Prompt } from '../../api/ai-schemas.ts';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import { RowSelection, selectColumn } from '../../components/data-table/select-column.tsx';
import { IntentChips } from './intent-chips.tsx';

/** The id of the note under the table that explains the intent letters. */
export const INTENT_NOTE_ID = 'prompt-intent-note';

type Intents = ReadonlyMap<number, readonly string[] | null>;

// The columns are built once and the intent cell reads the intents from here: columns rebuilt on each render would
// be new cell components to React, remounting every row's cells (and the checkbox just clicked, with its focus).
const IntentsContext = createContext<Intents>(new Map());

// as the Rankings tab shows it; a prompt without a ranking check has none yet (a dash, not a guess)
function Intent({ prompt }: { prompt: Prompt }) {
  return <IntentChips intents={useContext(IntentsContext).get(prompt.keyword_id) ?? null} />;
}

const col = createColumnHelper<Prompt>();

const READ_COLUMNS: Columns<Prompt> = [
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
// the boxes only select prompts to delete
const COLUMNS: Columns<Prompt> = [selectColumn<Prompt>(), ...READ_COLUMNS];

const rowId = (p: Prompt) => String(p.k2site_llm_id);

/**
 * One page of the engine's prompts, each with a checkbox for deleting (the page's box selects them all) where the
 * person may delete them.
 */
export function PromptTable({
  items,
  intents,
  selected,
  onSelect,
  selectable = true,
}: {
  items: readonly Prompt[];
  intents: Intents;
  /** k2site_llm_ids */
  selected: ReadonlySet<number>;
  onSelect: (next: Set<number>) => void;
  selectable?: boolean;
}) {
  return (
    <RowSelection
      ids={items.map(rowId)}
      selected={new Set([...selected].map(String))}
      onChange={(next) => onSelect(new Set([...next].map(Number)))}
      allLabel="Select all prompts on this page"
      rowLabel={(p: Prompt) => `Select ${p.keyword}`}
    >
      <IntentsContext.Provider value={intents}>
        <DataTable
          caption="Tracked prompts"
          data={items}
          columns={selectable ? COLUMNS : READ_COLUMNS}
          getRowId={rowId}
        />
      </IntentsContext.Provider>
    </RowSelection>
  );
}
