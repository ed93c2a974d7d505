// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the jsdom test setup', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets the router scroll without a "Not implemented" line', () => {
    // jsdom reports what it lacks on the process's own console, not on the test's
    const written: string[] = [];
    const capture = (chunk: unknown) => void written.push(String(chunk));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (capture(chunk), true));
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (capture(chunk), true));
    vi.spyOn(console, 'error').mockImplementation(capture);
    window.scrollTo(0, 120);
    window.scrollTo({ top: 0, left: 0 });
    vi.restoreAllMocks();
    expect(written.filter((line) => /not implemented/i.test(line))).toEqual([]);
  });
});
