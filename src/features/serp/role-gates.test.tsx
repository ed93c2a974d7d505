// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../api/test-fetch.ts';
import { meAs } from '../../components/testing/me.ts';
import type { PersonRole } from '../../lib/people.ts';
import { renderSerpAt } from './test-router.tsx';
import { serpItem, serpResult } from './test-results.ts';

const TASKS = '/api/data/v1/serp/classic/tasks';
const CANNOT_PAY = 'Viewers cannot spend credits — ask an owner or an admin.';

/** The SERP service with one finished task, #901, and who is signed in, as `role`. */
function signedInAs(role: PersonRole, gone = false) {
  const f = fakeFetch((req) => {
    const p = req.url.pathname;
    if (p === '/api/local/me') return { json: meAs(role) };
    if (p === TASKS && req.url.searchParams.has('task_id'))
      return gone
        ? {
            status: 404,
            json: { message: 'SERP task 901 results expired: results are kept 24 hours after collection' },
          }
        : { json: serpResult([serpItem({ type: 'organic', rank_absolute: 1, domain: 'a.example' })]) };
    if (p.endsWith('/locations')) return { json: { data: [] } };
    return { json: [] };
  });
  vi.stubGlobal('fetch', f.impl);
  return f;
}

describe('SERP pages, per role', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('a viewer finds the note in place of the queue form, and still the task list', async () => {
    signedInAs('viewer');
    renderSerpAt('/serp');
    expect(await screen.findByText(CANNOT_PAY)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Queue SERP tasks' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Queries/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Queue/ })).toBeNull();
    expect(await screen.findByText('No tasks in the last 24 hours.')).toBeVisible();
    expect(screen.getAllByText(CANNOT_PAY)).toHaveLength(1);
  });

  it('an editor keeps the queue form', async () => {
    signedInAs('editor');
    renderSerpAt('/serp');
    expect(await screen.findByRole('textbox', { name: /Queries/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Queue queries' })).toBeInTheDocument();
    expect(await screen.findByText('No tasks in the last 24 hours. Queue some above.')).toBeVisible();
    expect(screen.queryByText(CANNOT_PAY)).toBeNull();
  });

  it('advanced results: a viewer reads what they cost and why the button is not there', async () => {
    signedInAs('viewer');
    renderSerpAt('/serp/901?tab=advanced');
    const heading = await screen.findByRole('heading', { name: 'Advanced results' });
    const card = heading.closest('section');
    if (!card) throw new Error('the heading is not in a card');
    expect(await within(card).findByText(CANNOT_PAY)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Get advanced results/ })).toBeNull();
  });

  it('advanced results: an editor keeps the paid button', async () => {
    signedInAs('editor');
    renderSerpAt('/serp/901?tab=advanced');
    expect(await screen.findByRole('button', { name: 'Get advanced results (10 credits)' })).toBeVisible();
  });

  it('a task whose results are gone: a viewer is not sent to queue it again', async () => {
    signedInAs('viewer', true);
    renderSerpAt('/serp/901');
    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText(/has deleted those of task #\s*901\.$/)).toBeVisible();
    expect(within(alert).queryByRole('link', { name: 'Queue it again' })).toBeNull();
  });

  it('a task whose results are gone: an editor may queue it again', async () => {
    signedInAs('editor', true);
    renderSerpAt('/serp/901');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Queue it again' })).toBeVisible();
  });
});
