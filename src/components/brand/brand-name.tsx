import { useQuery } from '@tanstack/react-query';
import { brandQueries } from '../../api/brand.ts';
import { NO_BRAND_NAME } from '../../lib/brand.ts';

/**
 * The name (and logo) at the top of what a client sees: the agency's once a brand is set, a neutral one until then
 * (never the product's: the holder is the agency's client). Nothing while the brand is being read, so no name
 * flashes before the agency's.
 */
export function BrandName() {
  const brand = useQuery(brandQueries.brand());
  if (brand.isPending) return <span className="h-6" aria-hidden="true" />;
  const b = brand.data;
  if (!b) return <span className="font-semibold text-slate-900">{NO_BRAND_NAME}</span>;
  return (
    <span className="flex items-center gap-2 font-semibold text-slate-900">
      {b.logo ? <img src={b.logo} alt="" className="h-6 w-auto max-w-32 object-contain" /> : null}
      {b.name}
    </span>
  );
}
