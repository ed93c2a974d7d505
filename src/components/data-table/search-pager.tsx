import type { ComponentProps } from 'react';
import { Pager, pageOf } from './pager.tsx';

/**
 * A Pager whose page and page size live in the address (`page`, `limit`), so a paged list can be shared as a
 * link. The first page and the default size are left out of the address; a new page size starts again at the
 * first page. `onPage` gets the values to write: undefined means "leave it out".
 */
export function SearchPager({
  page,
  limit,
  defaultLimit,
  onPage,
  ...pager
}: Omit<ComponentProps<typeof Pager>, 'offset' | 'limit' | 'onChange'> & {
  page: number | undefined;
  limit: number | undefined;
  defaultLimit: number;
  onPage: (page: number | undefined, limit: number | undefined) => void;
}) {
  const size = limit ?? defaultLimit;
  return (
    <Pager
      {...pager}
      offset={((page ?? 1) - 1) * size}
      limit={size}
      onChange={(p) =>
        p.limit === size
          ? onPage(pageOf(p) > 1 ? pageOf(p) : undefined, limit)
          : onPage(undefined, p.limit === defaultLimit ? undefined : p.limit)
      }
    />
  );
}
