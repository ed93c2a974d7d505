// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDelete } from './confirm-delete.tsx';

afterEach(cleanup);

// the longest name the service keeps, in one word: nothing to break a line at
const NAME = `Retail${'x'.repeat(249)}`;

describe('a deletion dialog for a very long name', () => {
  it('clamps the heading to a few lines, wrapping anywhere, with the whole name in its title and the dialog’s name', () => {
    render(
      <ConfirmDelete
        open
        title={`Delete the group “${NAME}”?`}
        confirmLabel="Delete group"
        write={{ isPending: false, error: null, reset: () => {} }}
        onConfirm={() => {}}
        onClose={() => {}}
      >
        <p>The group is removed from your account.</p>
      </ConfirmDelete>,
    );
    const dialog = screen.getByRole('dialog', { name: `Delete the group “${NAME}”?` });
    const heading = within(dialog).getByRole('heading');
    // cut after three lines with an ellipsis, however long: the buttons stay on screen
    expect(heading).toHaveClass('line-clamp-3', '[overflow-wrap:anywhere]');
    expect(heading).toHaveAttribute('title', `Delete the group “${NAME}”?`);
    // the body wraps a long word too, rather than widening the dialog
    expect(within(dialog).getByText('The group is removed from your account.').parentElement).toHaveClass(
      '[overflow-wrap:anywhere]',
    );
    expect(within(dialog).getByRole('button', { name: 'Delete group' })).toBeVisible();
  });
});
