import { describe, expect, it } from 'vitest';
import { meanPresence } from './headline-shape.ts';

const p = (link: number, linkDiff: number | null, mention: number, mentionDiff: number | null) => ({
  link_percent_in_top: link,
  link_diff: linkDiff,
  mention_percent_in_top: mention,
  mention_diff: mentionDiff,
});

// The report's top line: the few figures a client reads first, among them AI link and mention presence and their
// change
describe('meanPresence', () => {
  it("is one engine's presence as is, and the mean of several", () => {
    expect(meanPresence([p(40, 2, 60, -4)])).toEqual(p(40, 2, 60, -4));
    expect(meanPresence([p(40, 2, 60, -4), p(20, 4, 30, 0)])).toEqual(p(30, 3, 45, -2));
  });

  it('knows no change when one engine has none (unknown, not 0), and nothing without engines', () => {
    expect(meanPresence([p(40, null, 60, -4), p(20, 4, 30, 0)])).toMatchObject({
      link_diff: null,
      mention_diff: -2,
    });
    expect(meanPresence([])).toBeNull();
  });
});
