import { createColumnHelper } from '@tanstack/react-table';
import type { Prompt } from '../../api/ai-schemas.ts';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import { IntentChips } from './intent-chips.tsx';

const col = createColumnHelper<Prompt>();

interface Selection {
  selected: ReadonlySet<number>;
  /** every prompt of the page is selected */
  all: boolean;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
}

function promptColumns(
  { selected, all, onToggle, onToggleAll }: Selection,
  intents: ReadonlyMap<number, readonly string[] | null>,
  intentNote: string,
): Columns<Prompt> {
  return [
    col.display({
      id: 'select',
      header: () => (
        <input
          type="checkbox"
          aria-label="Select all prompts on this page"
          checked={all}
          onChange={onToggleAll}
        />
      ),
      meta: { className: 'w-8' },
      cell: ({ row: { original: p } }) => (
        <input
          type="checkbox"
          aria-label={`Select ${p.keyword}`}
          checked={selected.has(p.k2site_llm_id)}
          onChange={() => onToggle(p.k2site_llm_id)}
        />
      ),
    }),
    col.accessor('keyword', {
      header: 'Prompt',
      meta: { rowHeader: true, cellClassName: 'font-normal! text-slate-900' },
    }),
    col.accessor('search_volume', { header: 'Volume', meta: { numeric: true } }),
    col.display({
      id: 'intent',
      header: 'Intent',
      meta: { describedBy: intentNote },
      // as the Rankings tab shows it; a prompt without a ranking check has none yet (a dash, not a guess)
      cell: ({ row: { original: p } }) => <IntentChips intents={intents.get(p.keyword_id) ?? null} />,
    }),
  ];
}

/** One page of the engine's prompts, each with a checkbox for deleting. */
export function PromptTable({
  items,
  intents,
  intentNote,
  ...selection
}: Selection & {
  items: readonly Prompt[];
  intents: ReadonlyMap<number, readonly string[] | null>;
  /** id of the note that explains the intent letters */
  intentNote: string;
}) {
  return (
    <DataTable
      caption="Tracked prompts"
      data={items}
      // rebuilt each render: a page holds at most a few hundred prompts, and the checkboxes follow the selection
      columns={promptColumns(selection, intents, intentNote)}
      getRowId={(p) => String(p.k2site_llm_id)}
    />
  );
}
