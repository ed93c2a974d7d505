// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { meAs, stubMe } from '../testing/me.ts';
import { renderRoutes } from '../testing/render-routes.tsx';
import { MobileNav } from './mobile-nav.tsx';

afterEach(cleanup);

const page = (heading: string) => () => (
  <>
    <MobileNav siteId={101} />
    <h1>{heading}</h1>
  </>
);

describe('the navigation on a narrow window', () => {
  it('opens from the Menu button, closes when a link is chosen, and on Escape with focus back on the button', async () => {
    const user = userEvent.setup();
    stubMe(meAs('editor'));
    const { router } = renderRoutes('/', [
      { path: '/', component: page('Overview') },
      { path: '/audits', component: page('Audits') },
    ]);
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    // the site pages use the active site
    expect(await screen.findByRole('link', { name: 'AI visibility' })).toHaveAttribute(
      'href',
      '/sites/101/ai',
    );
    await user.click(screen.getByRole('link', { name: 'Audits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audits'));
    expect(await screen.findByRole('heading', { name: 'Audits' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});
