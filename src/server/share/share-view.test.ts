import { describe, expect, it } from 'vitest';
import { checkShareView } from '../../lib/share-rules.ts';
import { boundView } from './share-view.ts';

describe('checkShareView', () => {
  it('keeps a range of two real days', () => {
    expect(checkShareView({ from: '2026-11-01', to: '2026-11-25', sections: ['ai'] })).toEqual({
      ok: true,
      view: { from: '2026-11-01', to: '2026-11-25', sections: ['ai'], engine: null, rolling: null },
    });
  });

  it.each(['2026-02-30', '2026-13-45', '2026-00-10', '2026-11-5'])(
    'refuses %s with a message, not a crash',
    (day) => {
      expect(checkShareView({ from: day, to: '2026-12-01', sections: ['ai'] })).toEqual({
        ok: false,
        error: 'The range needs two dates (YYYY-MM-DD).',
      });
    },
  );
});

describe('boundView', () => {
  it('is the last 30 days ending today (UTC) for a link without a stored view', () => {
    const view = boundView(null, new Date('2026-03-01T23:59:00Z'));
    expect(view).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
      sections: ['ai', 'audits', 'plan', 'backlinks', 'positions'],
      engine: null,
      rolling: null,
    });
  });

  it('is the stored view when there is one', () => {
    const stored = JSON.stringify({ from: '2026-11-01', to: '2026-11-25', sections: ['audits'], engine: 3 });
    expect(boundView(stored)).toEqual({
      from: '2026-11-01',
      to: '2026-11-25',
      sections: ['audits'],
      engine: 3,
      rolling: null,
    });
  });
});
