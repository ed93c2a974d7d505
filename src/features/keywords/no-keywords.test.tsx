// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, type RecordedRequest } from '../../api/test-fetch.ts';
import { renderKeywordsAt } from './test-router.tsx';

/** A search that finds nothing says so, instead of an empty table, "keywords 0–0 of 0" and an export of 0 rows. */

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function service(req: RecordedRequest) {
  const path = req.url.pathname;
  if (path.endsWith('/v1/keywords/export')) return { json: [] };
  if (path.includes('/v1/keywords/')) return { json: { total: 0, keywords: [] } };
  return { json: { total: 0, items: [] } };
}

async function run(url: string) {
  const user = userEvent.setup();
  fakeFetch(service);
  renderKeywordsAt(url);
  await user.click(await screen.findByRole('button', { name: /^Run this search/ }));
}

function expectNoTableNorExport() {
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByRole('toolbar', { name: 'Selected keywords' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  expect(screen.queryByText(/0–0 of 0/)).toBeNull();
  expect(
    screen.getByText(/The service returned none, so there is nothing to select or export\./),
  ).toBeVisible();
}

describe('an empty answer', () => {
  it('questions: "No question keywords found for …", and no credits spent (spec: 10 per returned keyword)', async () => {
    await run('/keywords?tab=questions&q=qwxzv%20nonsense&limit=10');
    expect(
      await screen.findByRole('heading', { name: 'No question keywords found for “qwxzv nonsense”' }),
    ).toBeVisible();
    expect(screen.getByText(/^No credits spent: the service charges per returned keyword/)).toBeVisible();
    expectNoTableNorExport();
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  });

  it.each([
    ['similar', 'similar'],
    ['related', 'related'],
    ['longtail', 'long-tail'],
  ])('%s says so in its own words', async (tab, words) => {
    await run(`/keywords?tab=${tab}&q=qwxzv&limit=10`);
    expect(
      await screen.findByRole('heading', { name: `No ${words} keywords found for “qwxzv”` }),
    ).toBeVisible();
    expectNoTableNorExport();
  });

  it('a page past the last result keeps the pager to go back', async () => {
    const user = userEvent.setup();
    fakeFetch((req) =>
      req.url.pathname.includes('/v1/keywords/') ? { json: { total: 25, keywords: [] } } : service(req),
    );
    const { router } = renderKeywordsAt('/keywords?tab=similar&q=boots&limit=10&offset=40');
    await user.click(await screen.findByRole('button', { name: /^Run this search/ }));
    expect(await screen.findByRole('heading', { name: '25 similar keywords for “boots”' })).toBeVisible();
    expect(screen.getByText(/This page is past the last result: the search found 25 in all\./)).toBeVisible();
    expect(screen.getByText('Page 5 of 3 · none of 25 on this page')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    // "Previous" goes to the last page with results (keywords 21–25: up to 5 × 10 credits)
    await user.click(screen.getByRole('button', { name: 'Previous page · up to 50 credits' }));
    expect(router.state.location.search).toMatchObject({ offset: 20 });
  });

  it('bulk metrics: an empty answer is said plainly, with no export of 0 rows', async () => {
    const user = userEvent.setup();
    fakeFetch(service);
    renderKeywordsAt('/keywords');
    await user.type(await screen.findByRole('textbox', { name: 'Keywords, one a line' }), 'hiking boots');
    await user.click(screen.getByRole('button', { name: 'Get metrics for 1 keyword · 100 credits' }));
    expect(await screen.findByRole('heading', { name: 'No metrics returned (us)' })).toBeVisible();
    expectNoTableNorExport();
  });
});
