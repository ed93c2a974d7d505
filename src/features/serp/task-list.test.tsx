// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch } from '../../api/test-fetch.ts';
import { rememberTasks } from './task-memory.ts';
import { renderSerpAt } from './test-router.tsx';
import { serpResult, serviceTimeAgo } from './test-results.ts';

const TASKS = '/api/data/v1/serp/classic/tasks';
const task = (id: number, query: string, done: boolean, added: string) => ({
  id,
  query,
  location_id: 1012009,
  language_code: 'en',
  is_completed: done,
  added,
});

describe('task list', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  // the polls back off (1 s, 2 s, 4 s…) and a busy machine draws each answer late: more time than the default
  it('refreshes running tasks until they complete, then stops; shows device, location and expiry', async () => {
    rememberTasks([901], { device: 'mobile', tag: 'walk', locationName: 'Austin,Texas,United States' });
    let listCalls = 0;
    // the task completes once the test has seen it running (not on the nth read: the first poll comes after a
    // second, and on a busy machine the table can first be drawn after it)
    let collected = false;
    const f = fakeFetch((req) => {
      const p = req.url.pathname;
      if (p.endsWith('/locations'))
        return {
          json: {
            data: [
              { location_id: '1012009', location_name: 'Austin,Texas,United States', country_code: 'US' },
            ],
          },
        };
      if (p === TASKS && req.url.searchParams.has('task_id')) {
        return { json: serpResult([]) };
      }
      if (p === TASKS) {
        listCalls++;
        return {
          json: [
            task(901, 'trail shoes', collected, serviceTimeAgo(2000)),
            task(480001, 'hiking boots', true, serviceTimeAgo(3_600_000)),
          ],
        };
      }
      return { json: [] };
    });
    const user = userEvent.setup();
    const { router } = renderSerpAt('/serp');
    const table = await screen.findByRole('table', { name: 'SERP tasks of the last 24 hours' });
    const row = (name: string) => within(table).getByRole('link', { name }).closest('tr')!;
    expect(row('trail shoes')).toHaveTextContent('Running');
    expect(screen.getByText('1 running · updating automatically')).toBeInTheDocument();
    // remembered from queueing in this browser
    expect(row('trail shoes')).toHaveTextContent('mobile');
    expect(row('trail shoes')).toHaveTextContent('tag: walk');
    expect(row('trail shoes')).toHaveTextContent('Kept 24 h once collected');
    // others: device and tag from the free standard result; location name from the locations list
    await waitFor(() => expect(row('hiking boots')).toHaveTextContent('desktop'));
    expect(row('hiking boots')).toHaveTextContent('tag: northwind');
    expect(row('hiking boots')).toHaveTextContent('Austin, Texas, United States (1012009)');
    expect(row('hiking boots')).toHaveTextContent(/Expires in 2[23] h/);

    collected = true;
    // the next poll (1 s, 2 s, 4 s… after the last) finds it completed
    await waitFor(() => expect(row('trail shoes')).toHaveTextContent('Completed'), { timeout: 40_000 });
    const settled = listCalls;
    await new Promise((r) => setTimeout(r, 2500));
    expect(listCalls).toBe(settled);
    expect(f.calls.filter((c) => c.url.searchParams.get('task_id') === '901')).toHaveLength(0);

    await user.type(screen.getByRole('searchbox', { name: 'Find a query' }), 'trail');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'trail' }));
    expect(within(table).queryByRole('link', { name: 'hiking boots' })).toBeNull();
  }, 90_000);
});
