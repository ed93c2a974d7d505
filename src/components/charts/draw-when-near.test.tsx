// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawWhenNear } from './draw-when-near.tsx';

/** A viewport the test moves: each observed element is told when it comes near. */
let observers: { cb: IntersectionObserverCallback; els: Element[] }[] = [];
class FakeObserver {
  constructor(cb: IntersectionObserverCallback) {
    observers.push({ cb, els: this.els });
  }
  els: Element[] = [];
  observe(el: Element) {
    this.els.push(el);
  }
  disconnect() {}
}
const scrollNear = () =>
  act(() => {
    for (const o of observers)
      o.cb(
        o.els.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  observers = [];
});

const chart = (n: number) => (
  <DrawWhenNear placeholder={<div role="status">Drawing the chart…</div>}>
    <svg aria-label={`chart ${n}`} />
  </DrawWhenNear>
);

describe('a chart far from the viewport', () => {
  it('holds its place until it comes near, then draws', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(chart(1));
    expect(screen.getByRole('status')).toHaveTextContent('Drawing the chart…');
    expect(screen.queryByLabelText('chart 1')).toBeNull();
    scrollNear();
    expect(screen.getByLabelText('chart 1')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws at once where the browser cannot tell (no IntersectionObserver)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(chart(2));
    expect(screen.getByLabelText('chart 2')).toBeInTheDocument();
  });

  it('is drawn for print, with every other chart of the page', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <>
        {chart(3)}
        {chart(4)}
      </>,
    );
    expect(screen.queryByLabelText('chart 3')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByLabelText('chart 3')).toBeInTheDocument();
    expect(screen.getByLabelText('chart 4')).toBeInTheDocument();
  });
});
