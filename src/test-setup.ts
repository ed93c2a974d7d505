import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Testing Library's findBy/waitFor give up after 1 s by default: on a busy machine a chart or a table can take
// longer than that to appear, and the test would fail for a reason a user never sees. They wait for what the
// user sees instead, up to just under Vitest's own 20 s test timeout (vite.config.ts).
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout, so its window.scrollTo only reports "Not implemented" on the console; the router restores
// the scroll on every navigation, and those lines would bury a test's real warnings. Nothing scrolls in jsdom anyway.
if (typeof window !== 'undefined') {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}
