// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../ui/button.tsx';
import { meAs, stubMe } from '../testing/me.ts';
import { renderInRouter } from '../testing/render-routes.tsx';
import { NeedsRole } from './needs-role.tsx';

const paidButton = (
  <NeedsRole need="paid">
    <Button>Run this search · ~50 credits</Button>
  </NeedsRole>
);

describe('a paid control, per role', () => {
  it.each(['owner', 'admin', 'editor'] as const)('is there for the %s role', async (role) => {
    stubMe(meAs(role));
    renderInRouter(paidButton);
    expect(await screen.findByRole('button', { name: /Run this search/ })).toBeVisible();
  });

  it.each([
    ['viewer', 'Viewers cannot spend credits — ask an owner or an admin.'],
    ['client', 'Clients cannot spend credits — ask an owner or an admin.'],
  ] as const)('is a note, not a button, for the %s role', async (role, note) => {
    stubMe(meAs(role));
    renderInRouter(paidButton);
    expect(await screen.findByText(note)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a write is a note for a viewer, and nothing where the control asks to stay quiet', async () => {
    stubMe(meAs('viewer'));
    renderInRouter(
      <>
        <NeedsRole need="write">
          <Button>Rename</Button>
        </NeedsRole>
        <NeedsRole need="write" quiet>
          <Button>Delete</Button>
        </NeedsRole>
      </>,
    );
    expect(
      await screen.findByText('Viewers cannot change anything here — ask an owner or an admin.'),
    ).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
