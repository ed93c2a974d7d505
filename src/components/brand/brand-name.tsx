import { useQuery } from '@tanstack/react-query';
import { brandQueries } from '../../api/brand.ts';

/**
 * The name (and logo) at the top of what a client sees: the agency's once a brand is set, the product's until then.
 * Nothing while the brand is being read, so the product's name never flashes before the agency's.
 */
export function BrandName() {
  const brand = useQuery(brandQueries.brand());
  if (brand.isPending) return <span className="h-6" aria-hidden="true" />;
  const b = brand.data;
  if (!b)
    return (
      <span className="flex items-center gap-2 font-semibold text-slate-900">
        <img src="/favicon.svg" alt="" className="size-6" />
        Searchboard
      </span>
    );
  return (
    <span className="flex items-center gap-2 font-semibold text-slate-900">
      {b.logo ? <img src={b.logo} alt="" className="h-6 w-auto max-w-32 object-contain" /> : null}
      {b.name}
    </span>
  );
}
