import type { SandboxArea } from '../area.ts';

// TODO(sandbox): routes, tables and seed of this area are being written.
export const serpArea: SandboxArea = {
  name: 'serp',
  migrate() {},
  seed() {},
  routes() {},
};
