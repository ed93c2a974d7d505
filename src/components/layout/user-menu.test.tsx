// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meAs, stubMe } from '../testing/me.ts';
import { renderInRouter } from '../testing/render-routes.tsx';
import { UserMenu } from './user-menu.tsx';

const assign = vi.fn();
afterEach(() => assign.mockReset());

function open(me: Parameters<typeof stubMe>[0]) {
  const sent = stubMe(me);
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  renderInRouter(<UserMenu />);
  return sent;
}

describe('who is signed in, in the frame', () => {
  it.each([
    ['editor', 'Editor'],
    ['viewer', 'Viewer'],
    ['client', 'Client'],
  ] as const)('names a signed-in %s, their email and their role', async (role, label) => {
    const user = userEvent.setup();
    open(meAs(role));
    const button = await screen.findByRole('button', { name: new RegExp(`^Robin ${role}\\s*· ${label}$`) });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByText(`${role}@agency.test`)).toBeVisible();
    expect(screen.getByText(label, { selector: 'span.font-medium' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(button).toHaveFocus();
  });

  it('signs this browser out, then shows the sign-in page', async () => {
    const user = userEvent.setup();
    const sent = open(meAs('admin'));
    await user.click(await screen.findByRole('button', { name: /Robin admin/ }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(sent).toContainEqual({ method: 'DELETE', path: '/api/local/session' });
  });

  it('signs out everywhere the person signed in, then shows the sign-in page', async () => {
    const user = userEvent.setup();
    const sent = open(meAs('owner'));
    await user.click(await screen.findByRole('button', { name: /Robin owner/ }));
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(sent).toContainEqual({ method: 'DELETE', path: '/api/local/sessions' });
  });

  it('on a loopback server says only that this computer is the owner, with no way to sign out', async () => {
    open(meAs('owner', { local: true, email: 'owner@localhost', name: 'This computer' }));
    expect(await screen.findByText('This computer (owner)')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
