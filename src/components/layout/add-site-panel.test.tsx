// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddSitePanel } from './add-site-panel.tsx';

afterEach(cleanup);

describe('adding a site by id', () => {
  it('has a labelled input with a placeholder, refuses what is not an id at the field, and adds an id', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<AddSitePanel onAdd={onAdd} onClose={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Site id' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('placeholder', 'e.g. 101');

    await user.type(input, 'abc');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('A site id is a positive whole number.');

    await user.clear(input);
    await user.type(input, ' 777 {Enter}');
    expect(onAdd).toHaveBeenCalledWith(777);
  });

  it('closes on Escape and on Cancel', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<AddSitePanel onAdd={() => undefined} onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
