import { getConfig } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// No test may depend on the machine being idle: it waits for what a user would see, not for a fixed time.
describe('the tests’ own waits', () => {
  it('findBy/waitFor wait for what a user sees for longer than a busy machine needs, within the test timeout', () => {
    expect(getConfig().asyncUtilTimeout).toBeGreaterThanOrEqual(10_000);
    expect(getConfig().asyncUtilTimeout).toBeLessThan(20_000);
  });
});
