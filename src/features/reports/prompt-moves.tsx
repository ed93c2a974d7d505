import { createColumnHelper } from '@tanstack/react-table';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import type { PromptMove } from './report-shape.ts';

// 0 is the spec's "not found", never a place
const where = (p: number) => (p >= 1 ? `#${p}` : 'not found');

const col = createColumnHelper<PromptMove>();

const COLUMNS: Columns<PromptMove> = [
  col.accessor('keyword', { header: 'Prompt' }),
  col.display({
    id: 'move',
    header: 'Link position',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row: { original: m } }) => `${where(m.from)} → ${where(m.to)}`,
  }),
];

function MoveTable({ caption, moves }: { caption: string; moves: PromptMove[] }) {
  return (
    <DataTable
      caption={caption}
      showCaption
      data={moves}
      columns={COLUMNS}
      getRowId={(m) => String(m.keywordId)}
      emptyRow="None in this range"
    />
  );
}

export function PromptMoves({ gains, losses }: { gains: PromptMove[]; losses: PromptMove[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2">
      <MoveTable caption="Largest gains" moves={gains} />
      <MoveTable caption="Largest losses" moves={losses} />
    </div>
  );
}
