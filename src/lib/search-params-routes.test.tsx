// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { compact, intIn, oneOf } from './search-params.ts';

afterEach(cleanup);

interface ListSearch {
  status?: 'running' | 'completed';
  page?: number;
}

/** A list page's parser as the app's are written: each value read, refused ones left undefined, compacted. */
const parseList = (s: Record<string, unknown>): ListSearch =>
  compact({ status: oneOf(['running', 'completed'] as const, s.status), page: intIn(s.page, 2, 100) });

/** The page opened at `url` on a router as the app's, the page saying what it reads from its address. */
function open(url: string) {
  const root = createRootRoute({ component: Outlet });
  const list = createRoute({
    getParentRoute: () => root,
    path: 'tasks',
    validateSearch: parseList,
    component: function Page() {
      const { status, page } = list.useSearch();
      return (
        <p>
          Showing {status ?? 'every status'}, page {page ?? 1}
        </p>
      );
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([list]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('an address with a value its page refuses', () => {
  it('is replaced by what the page uses: the refused value leaves the page and the address', async () => {
    const router = open('/tasks?status=zz&page=3');
    expect(await screen.findByText('Showing every status, page 3')).toBeInTheDocument();
    await expect.poll(() => router.state.location.href).toBe('/tasks?page=3');
  });

  it('keeps what it takes as it is', async () => {
    const router = open('/tasks?status=running&page=2');
    expect(await screen.findByText('Showing running, page 2')).toBeInTheDocument();
    expect(router.state.location.href).toBe('/tasks?status=running&page=2');
  });
});
