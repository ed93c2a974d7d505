// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { fakeFetch } from '../../api/test-fetch.ts';
import { renderRoutes } from '../testing/render-routes.tsx';
import { addSite, useStoredSites } from '../../lib/sites.ts';
import { SiteNotFound } from './site-not-found.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  configureClient({ fetch: (...args) => globalThis.fetch(...args) });
});

// spec, AI tracking: "404 if site or engine missing"
const missing = (message: string) => new ApiError(404, message, 'not_found', 'project', 'GET', true);
const Home = () => <p>Overview page · sites remembered: {useStoredSites().added.length}</p>;

describe('SiteNotFound', () => {
  it("on an engine page, a 404 of the engine: the site's engine list answers, so the engine is missing", async () => {
    const net = fakeFetch({ json: [] });
    renderRoutes('/sites/101/ai/9999', [
      {
        path: '/sites/$siteId/ai/$engineId',
        component: () => <SiteNotFound error={missing('LLM engine not found')} />,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'AI engine #9999 not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← AI visibility of site #101' })).toHaveAttribute(
      'href',
      '/sites/101/ai',
    );
    expect(net.calls.map((c) => c.url.pathname)).toEqual(['/api/project/sites/101/airt/llm']);
  });

  it('on an engine page, a 404 of the site itself: says the site is missing and offers to forget it', async () => {
    fakeFetch({ status: 404, json: { message: 'Site not found' } });
    addSite(9999);
    renderRoutes('/sites/9999/ai/5', [
      {
        path: '/sites/$siteId/ai/$engineId',
        component: () => <SiteNotFound error={missing('Site not found')} />,
      },
      { path: '/', component: Home },
    ]);
    expect(await screen.findByRole('heading', { name: 'Site #9999 not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Forget site #9999 in this browser' }));
    expect(await screen.findByText('Overview page · sites remembered: 0')).toBeInTheDocument();
  });

  it('on a site page, a 404 is the site; no forget button for a site this browser does not remember', async () => {
    const net = fakeFetch({ json: [] });
    renderRoutes('/sites/777/ai', [
      { path: '/sites/$siteId/ai', component: () => <SiteNotFound error={missing('Site not found')} /> },
    ]);
    expect(await screen.findByRole('heading', { name: 'Site #777 not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Overview' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /Forget/ })).toBeNull();
    expect(net.calls).toHaveLength(0);
  });

  it('without an error, as the not-found of an id that is no id: the site is missing, nothing is asked', async () => {
    const net = fakeFetch({ json: [] });
    renderRoutes('/sites/abc/ai/5', [
      { path: '/sites/$siteId/ai/$engineId', component: () => <SiteNotFound /> },
    ]);
    expect(await screen.findByRole('heading', { name: 'Site #abc not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Overview' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/The service answered/)).toBeNull();
    expect(net.calls).toHaveLength(0);
  });

  it('any other failure: a readable message and "Try again"', async () => {
    fakeFetch({ json: [] });
    const busy = new ApiError(503, 'Service temporarily unavailable', 'server', 'project', 'GET', true);
    renderRoutes('/sites/101/ai', [
      { path: '/sites/$siteId/ai', component: () => <SiteNotFound error={busy} /> },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Service temporarily unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
