// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meAs, stubMe } from '../../components/testing/me.ts';
import { renderInRouter } from '../../components/testing/render-routes.tsx';
import { ShareButton } from './share-button.tsx';

const VIEW = { from: '2026-11-01', to: '2026-11-25', sections: ['ai'], engine: null, rolling: null };
const share = <ShareButton siteId={101} view={VIEW} nameEngine={() => 'all engines'} />;

describe('the report’s Share, per role', () => {
  it('is a note for a viewer, who never asks for the site’s share links', async () => {
    const sent = stubMe(meAs('viewer'));
    renderInRouter(share);
    expect(
      await screen.findByText('Viewers cannot change anything here — ask an owner or an admin.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(sent.filter((r) => r.path.startsWith('/api/local/shares'))).toEqual([]);
  });

  it('is a note for a client too', async () => {
    stubMe(meAs('client'));
    renderInRouter(share);
    expect(
      await screen.findByText('Clients cannot change anything here — ask an owner or an admin.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('opens the dialog for an editor, which reads the links', async () => {
    const sent = stubMe(meAs('editor'));
    renderInRouter(share);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('button', { name: 'Create link' })).toBeVisible();
    await expect.poll(() => sent.some((r) => r.path === '/api/local/shares')).toBe(true);
  });
});
