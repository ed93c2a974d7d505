// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../api/test-fetch.ts';
import { meAs } from '../../components/testing/me.ts';
import type { PersonRole } from '../../lib/people.ts';
import { renderPlan } from './plan-test-router.tsx';
import { CUSTOM, GOALS, TECHNICAL } from './test-sections.ts';

function network(role: PersonRole) {
  const f = fakeFetch((req) => {
    if (req.url.pathname === '/api/local/me') return { json: meAs(role) };
    if (req.url.pathname === '/api/project/checklist/101') return { json: [GOALS, TECHNICAL, CUSTOM] };
    return { json: { total: 0, items: [] } };
  });
  vi.stubGlobal('fetch', f.impl);
  return f;
}

afterEach(() => vi.unstubAllGlobals());

const NOTE = 'Viewers cannot change anything here — ask an owner or an admin.';

describe('PlanPage, per role', () => {
  it('shows a viewer the plan and its progress, with no add, edit, delete or tick: one note says why', async () => {
    network('viewer');
    renderPlan('/sites/101/plan');
    expect(await screen.findByText(NOTE)).toBeVisible();
    expect(screen.getAllByText(NOTE)).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Define goals' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Define goals' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Winter sale page' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Add task|Edit “|Delete “/ })).toBeNull();
  });

  it('keeps add, edit, delete and ticks for an editor', async () => {
    network('editor');
    renderPlan('/sites/101/plan');
    expect(await screen.findByRole('button', { name: 'Delete “Winter sale page”' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit “Winter sale page”' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add task' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Submit a sitemap' })).toBeEnabled();
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
