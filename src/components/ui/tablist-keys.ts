import type { KeyboardEvent } from 'react';

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The keyboard of a tab list (WAI-ARIA tabs pattern, automatic activation): the selected tab is the one stop in
 * the Tab order (`tabIndex={selected ? 0 : -1}` on each tab), and Left/Right/Home/End move to another tab and
 * open it. Put on the element with role="tablist".
 */
export function onTablistKeyDown(e: KeyboardEvent<HTMLElement>): void {
  const move = MOVES[e.key];
  if (!move) return;
  const tabs = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const at = tabs.findIndex((t) => t === document.activeElement);
  if (at < 0) return;
  const next = tabs[move(at, tabs.length)];
  if (!next) return;
  e.preventDefault();
  next.focus();
  next.click();
}
