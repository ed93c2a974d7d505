// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../api/test-fetch.ts';
import { meAs } from '../../components/testing/me.ts';
import type { PersonRole } from '../../lib/people.ts';
import { renderGroups } from './groups-test-router.tsx';

function network(role: PersonRole) {
  const f = fakeFetch((req) => {
    const path = req.url.pathname;
    if (path === '/api/local/me') return { json: meAs(role) };
    if (path === '/api/local/group-sites') return { json: { groups: [] } };
    if (path.startsWith('/api/data/')) return { json: { total: 0, items: [] } };
    return { json: [{ id: '11', name: 'Retail clients' }] };
  });
  vi.stubGlobal('fetch', f.impl);
  return f;
}

afterEach(() => vi.unstubAllGlobals());

const NOTE = 'Viewers cannot change anything here — ask an owner or an admin.';

describe('GroupsPage, per role', () => {
  it('shows a viewer the groups with no create, rename, delete or move: a note where each form was', async () => {
    network('viewer');
    renderGroups();
    const table = await screen.findByRole('table', { name: 'Groups' });
    expect(within(table).getByRole('rowheader', { name: 'Retail clients' })).toBeVisible();
    expect(await screen.findAllByText(NOTE)).toHaveLength(2);
    expect(screen.queryByRole('form', { name: 'New group' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Move sites into a group' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Create group|Rename|Delete|Move sites/ })).toBeNull();
    // no column of empty action cells either
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Id']);
  });

  it('keeps every control for an editor', async () => {
    network('editor');
    renderGroups();
    expect(await screen.findByRole('button', { name: 'Rename “Retail clients”' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete “Retail clients”' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create group' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Move sites' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
