export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center gap-2 p-4 text-sm text-slate-600">
      <span
        className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-700"
        aria-hidden
      />
      {label}
    </div>
  );
}
