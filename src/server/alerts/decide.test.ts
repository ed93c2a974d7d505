import { describe, expect, it } from 'vitest';
import { decide } from './decide.ts';
import type { Verdict } from './observation.ts';

const fire: Verdict = {
  kind: 'fire',
  message: 'x',
  compared: { before: null, now: { value: 1, at: '2026-11-27' }, threshold: 1, unit: 'jobs' },
};
const clear: Verdict = { kind: 'clear' };
const missing: Verdict = { kind: 'missing', reason: 'The run failed.' };
const at = (h: number) => new Date(Date.UTC(2026, 10, 27, h));

describe('decide', () => {
  it('fires a new subject and marks it firing', () => {
    expect(decide(undefined, fire, 'run:1', at(0), 24)).toEqual({
      fire: true,
      next: { firing: true, firedAt: at(0).toISOString(), lastEvent: 'run:1' },
    });
  });

  it('never judges an event twice', () => {
    const state = { firing: false, firedAt: null, lastEvent: 'run:1' };
    expect(decide(state, fire, 'run:1', at(0), 24)).toEqual({ fire: false, next: null });
  });

  it('holds a firing subject within its cooldown and fires again once it has passed', () => {
    const state = { firing: true, firedAt: at(0).toISOString(), lastEvent: 'run:1' };
    expect(decide(state, fire, 'run:2', at(23), 24)).toEqual({
      fire: false,
      next: { firing: true, firedAt: at(0).toISOString(), lastEvent: 'run:2' },
    });
    expect(decide(state, fire, 'run:3', at(24), 24)).toEqual({
      fire: true,
      next: { firing: true, firedAt: at(24).toISOString(), lastEvent: 'run:3' },
    });
  });

  it('fires again after a recovery, inside the cooldown', () => {
    const firing = { firing: true, firedAt: at(0).toISOString(), lastEvent: 'run:1' };
    const cleared = decide(firing, clear, 'run:2', at(1), 24).next;
    expect(cleared).toEqual({ firing: false, firedAt: at(0).toISOString(), lastEvent: 'run:1' });
    expect(decide(cleared ?? undefined, fire, 'run:3', at(2), 24).fire).toBe(true);
  });

  it('changes nothing but the event judged on missing data', () => {
    const firing = { firing: true, firedAt: at(0).toISOString(), lastEvent: 'run:1' };
    expect(decide(firing, missing, 'run:2', at(30), 24)).toEqual({
      fire: false,
      next: { firing: true, firedAt: at(0).toISOString(), lastEvent: 'run:2' },
    });
    expect(decide(undefined, missing, 'run:2', at(30), 24)).toEqual({
      fire: false,
      next: { firing: false, firedAt: null, lastEvent: 'run:2' },
    });
  });

  it('lets a clear event be judged again, so a day whose spend grows fires when it crosses', () => {
    expect(decide(undefined, clear, 'day:2026-11-27', at(1), 24)).toEqual({ fire: false, next: null });
    expect(decide(undefined, fire, 'day:2026-11-27', at(5), 24).fire).toBe(true);
  });
});
