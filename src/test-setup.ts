import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Testing Library's findBy/waitFor give up after 1 s by default: on a busy machine a chart or a table can take
// longer than that to appear, and the test would fail for a reason a user never sees. They wait for what the
// user sees instead, up to just under Vitest's own 20 s test timeout (vite.config.ts).
configure({ asyncUtilTimeout: 15_000 });
