import { rangeTrouble } from '../lib/range-trouble.ts';

const SAYS = {
  'not-days': 'The address had dates that are not days; showing the last 30 days.',
  reversed: 'The address had a range that ends before it starts; showing the last 30 days.',
} as const;

/**
 * Why a page shows its default range (the last 30 days, on the report and the AI pages alike) when the address
 * (`search`, as typed) named another one.
 */
export function RangeNotice({ search }: { search: { from?: unknown; to?: unknown } }) {
  const trouble = rangeTrouble(search);
  if (!trouble) return null;
  return (
    <p
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 print:hidden"
    >
      {SAYS[trouble]}
    </p>
  );
}
