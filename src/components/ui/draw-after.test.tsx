// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DrawAfter } from './draw-after.tsx';

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

/** A root of its own, and a render that finishes in one piece, as a query's answer or the router's state gets. */
function mount() {
  const el = document.createElement('div');
  document.body.append(el);
  const r = createRoot(el);
  root = r;
  return { el, draw: (node: ReactNode) => flushSync(() => r.render(node)) };
}

describe('DrawAfter', () => {
  it('commits its fallback first and its children in a later render', async () => {
    const { el, draw } = mount();
    draw(
      <DrawAfter fallback={<p>frame</p>}>
        <p>engines</p>
      </DrawAfter>,
    );
    expect(el.textContent).toBe('frame');
    await waitFor(() => expect(el.textContent).toBe('engines'));
  });

  it('draws nothing in its place by default, and updates at once once drawn', async () => {
    const { el, draw } = mount();
    draw(
      <DrawAfter>
        <p>7 days</p>
      </DrawAfter>,
    );
    expect(el.textContent).toBe('');
    await waitFor(() => expect(el.textContent).toBe('7 days'));
    draw(
      <DrawAfter>
        <p>90 days</p>
      </DrawAfter>,
    );
    expect(el.textContent).toBe('90 days');
  });
});
