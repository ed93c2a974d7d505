// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteIdParams, useAddressIds } from './path-ids.ts';

afterEach(cleanup);

/** A site layout as the app declares one (src/routes/sites.$siteId.tsx), with a page under it. */
function open(url: string) {
  // the app's frame, drawn around every route as main.tsx draws it (no route's match around it)
  function Frame({ children }: { children: ReactNode }) {
    const { siteId } = useAddressIds();
    return (
      <>
        <p>Frame: {siteId === undefined ? 'no site' : `site #${siteId}`}</p>
        {children}
      </>
    );
  }
  const loader = vi.fn();
  const root = createRootRoute({ component: Outlet });
  const site = createRoute({
    getParentRoute: () => root,
    path: 'sites/$siteId',
    params: siteIdParams,
    notFoundComponent: () => <h1>No such site</h1>,
  });
  const page = createRoute({
    getParentRoute: () => site,
    path: 'plan',
    loader: ({ params }) => loader(params.siteId),
    component: function Page() {
      const { siteId } = page.useParams();
      return (
        <>
          <h1>Plan of site {typeof siteId === 'number' ? `#${siteId}` : 'text'}</h1>
          <Link to="/sites/$siteId/plan" params={{ siteId: siteId + 1 }}>
            Next site
          </Link>
        </>
      );
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([site.addChildren([page])]),
    history: createMemoryHistory({ initialEntries: [url] }),
    InnerWrap: Frame,
  });
  render(<RouterProvider router={router} />);
  return loader;
}

describe('an id parsed by its layout route', () => {
  it('reaches the loader and the page as a number, and links write it back', async () => {
    const loader = open('/sites/101/plan');
    expect(await screen.findByRole('heading', { name: 'Plan of site #101' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith(101);
    expect(screen.getByRole('link', { name: 'Next site' })).toHaveAttribute('href', '/sites/102/plan');
    expect(screen.getByText('Frame: site #101')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Next site' }));
    expect(await screen.findByText('Frame: site #102')).toBeInTheDocument();
  });

  it('that is no id: the layout not-found, before any page loads', async () => {
    for (const bad of ['abc', '0', '1.5']) {
      const loader = open(`/sites/${bad}/plan`);
      expect(await screen.findByRole('heading', { name: 'No such site' })).toBeInTheDocument();
      expect(loader).not.toHaveBeenCalled();
      expect(screen.getByText('Frame: no site')).toBeInTheDocument();
      cleanup();
    }
  });
});
