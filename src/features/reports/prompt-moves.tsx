import type { PromptMove } from './report-shape.ts';

const where = (p: number) => (p >= 1 ? `#${p}` : 'not found');

function MoveTable({ caption, moves }: { caption: string; moves: PromptMove[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left text-sm font-semibold text-slate-800">{caption}</caption>
      <thead>
        <tr className="text-left text-xs text-slate-600">
          <th scope="col" className="py-1 font-medium">
            Prompt
          </th>
          <th scope="col" className="py-1 font-medium">
            Link position
          </th>
        </tr>
      </thead>
      <tbody>
        {moves.length === 0 ? (
          <tr>
            <td colSpan={2} className="py-1 text-slate-600">
              None in this range
            </td>
          </tr>
        ) : (
          moves.map((m) => (
            <tr key={m.keywordId} className="border-t border-slate-100">
              <td className="py-1 pr-2">{m.keyword}</td>
              <td className="py-1 whitespace-nowrap">
                {where(m.from)} → {where(m.to)}
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
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
