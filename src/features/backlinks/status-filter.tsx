import { LINK_STATUSES, type LinkStatus } from './search.ts';

const LABELS: Record<LinkStatus, string> = { all: 'All', live: 'Live', lost: 'Lost' };

/** Live, lost or all links: a radio group that looks like a segmented control. */
export function StatusFilter({ value, onChange }: { value: LinkStatus; onChange: (s: LinkStatus) => void }) {
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">Show links</legend>
      <span aria-hidden className="text-sm font-medium text-slate-800">
        Show
      </span>
      <div className="inline-flex overflow-hidden rounded-md border border-slate-300">
        {LINK_STATUSES.map((s) => (
          <label
            key={s}
            className="cursor-pointer border-l border-slate-300 px-3 py-1.5 text-sm first:border-l-0 has-checked:bg-indigo-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-indigo-600"
          >
            <input
              type="radio"
              name="link-status"
              value={s}
              checked={value === s}
              onChange={() => onChange(s)}
              className="sr-only"
            />
            {LABELS[s]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
