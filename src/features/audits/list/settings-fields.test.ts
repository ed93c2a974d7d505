import { describe, expect, it } from 'vitest';
import { USER_AGENTS } from './settings-fields.ts';

describe('"Crawl as" names each crawler as the service does', () => {
  it('offers the 14 identities by name, with the spec’s numbers as values', () => {
    expect(USER_AGENTS.map((o) => o.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(USER_AGENTS[0]?.label).toBe('SE Ranking Bot');
    expect(USER_AGENTS[1]?.label).toBe('Googlebot');
    expect(USER_AGENTS[7]?.label).toBe('Chrome on Windows');
    expect(USER_AGENTS[13]?.label).toBe('Opera on Windows');
    expect(USER_AGENTS.map((o) => o.label).join(' ')).not.toMatch(/OS A|OS B|desktop system|first browser/);
  });
});
