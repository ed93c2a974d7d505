// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meAs, stubMe } from '../testing/me.ts';
import { renderInRouter } from '../testing/render-routes.tsx';
import { Nav } from './nav.tsx';

const TEAM = ['Overview', 'AI visibility', 'Audits', 'Marketing plan', 'Rank tracking', 'Keywords', 'SERP'];

async function linksFor(me: Parameters<typeof stubMe>[0], siteId: number | undefined = 101) {
  stubMe(me);
  renderInRouter(<Nav siteId={siteId} />);
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await within(nav).findAllByRole('link');
  return nav;
}

const names = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the main navigation, per role', () => {
  it.each(['owner', 'admin'] as const)(
    'shows the %s role every area, People and Activity too',
    async (role) => {
      const nav = await linksFor(meAs(role));
      expect(names(nav)).toEqual(
        expect.arrayContaining([...TEAM, 'Account', 'Reports', 'People', 'Activity']),
      );
      expect(within(nav).getByRole('link', { name: 'People' })).toHaveAttribute('href', '/people');
      expect(within(nav).getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/activity');
    },
  );

  it.each(['editor', 'viewer'] as const)(
    'shows the %s role the team’s areas and the account, but not People or Activity',
    async (role) => {
      const nav = await linksFor(meAs(role));
      expect(names(nav)).toEqual(expect.arrayContaining([...TEAM, 'Account', 'Reports']));
      expect(names(nav)).not.toContain('People');
      expect(names(nav)).not.toContain('Activity');
    },
  );

  it('shows a client only the reports and rank tracking of their own site', async () => {
    // the last site this browser had open is not theirs: the links go to the one they were given
    const nav = await linksFor(meAs('client', { sites: [102] }), 101);
    expect(names(nav)).toEqual(['Rank tracking', 'Reports']);
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports/102');
    expect(within(nav).getByRole('link', { name: 'Rank tracking' })).toHaveAttribute(
      'href',
      '/sites/102/positions',
    );
  });

  it('without an answer from the server, shows the team’s areas and no admin pages', async () => {
    const nav = await linksFor({ status: 500 });
    expect(names(nav)).toEqual(expect.arrayContaining([...TEAM, 'Account']));
    expect(names(nav)).not.toContain('People');
  });
});
