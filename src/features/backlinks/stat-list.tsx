/** Label–value pairs under a chart: the numbers themselves, readable and read out. */
export function StatList({ label, items }: { label: string; items: [string, string][] }) {
  return (
    <dl aria-label={label} className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
      {items.map(([k, v]) => (
        <div key={k} className="flex justify-between gap-2 border-b border-slate-100 py-1">
          <dt className="text-slate-600">{k}</dt>
          <dd className={`tabular-nums ${v === 'not provided' ? 'italic text-slate-500' : 'font-medium'}`}>
            {v}
          </dd>
        </div>
      ))}
    </dl>
  );
}
