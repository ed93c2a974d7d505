// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { onTablistKeyDown } from './tablist-keys.ts';

afterEach(cleanup);

function Tabs() {
  const [selected, setSelected] = useState('Internal');
  return (
    <>
      <div role="tablist" aria-label="Which links" onKeyDown={onTablistKeyDown}>
        {['Internal', 'External', 'All'].map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={selected === t}
            tabIndex={selected === t ? 0 : -1}
            onClick={() => setSelected(t)}
          >
            {t}
          </button>
        ))}
      </div>
      <button type="button">After the tabs</button>
    </>
  );
}

describe('a tab list by keyboard', () => {
  it('is one Tab stop, and the arrows, Home and End move to a tab and open it', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Internal' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'External' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'External' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Internal' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    // the other tabs are not Tab stops: the next stop is past the list
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the tabs' })).toHaveFocus();
  });
});
