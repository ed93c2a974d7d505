import { describe, expect, it, vi } from 'vitest';
import { TickQueue } from './tick-queue.ts';

/** A queue over a fake PUT whose answers the test releases one by one, in any order, with spies on its hooks. */
function controlledQueue() {
  const calls: { id: string; checked: boolean; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const send = vi.fn(
    (id: string, checked: boolean) =>
      new Promise<void>((resolve, reject) => calls.push({ id, checked, resolve, reject })),
  );
  const onConfirmed = vi.fn();
  const onIdle = vi.fn();
  return { q: new TickQueue(send, { onConfirmed, onIdle }), send, calls, onConfirmed, onIdle };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('TickQueue', () => {
  it('shows a tick at once and sends it', async () => {
    const { q, send, calls, onConfirmed, onIdle } = controlledQueue();
    q.set('7', true, false);
    expect(q.snapshot().shown.get('7')).toBe(true);
    expect(q.snapshot().sending.has('7')).toBe(true);
    expect(send).toHaveBeenCalledWith('7', true);
    calls[0]?.resolve();
    await flush();
    expect(onConfirmed).toHaveBeenCalledWith('7', true);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(q.snapshot().shown.size).toBe(0);
  });

  it('keeps one request in flight per item and sends only the last click afterwards', async () => {
    const { q, send, calls } = controlledQueue();
    q.set('7', true, false); // tick
    q.set('7', false, false); // untick
    q.set('7', true, false); // tick again, all before the first answer
    expect(send).toHaveBeenCalledTimes(1);
    expect(q.snapshot().shown.get('7')).toBe(true);
    calls[0]?.resolve();
    await flush();
    // The service now holds true and the last click is true: nothing more to send.
    expect(send).toHaveBeenCalledTimes(1);
    expect(q.snapshot().shown.size).toBe(0);
  });

  it('sends a later click after the earlier one settles, so answers cannot arrive out of order', async () => {
    const { q, send, calls, onConfirmed } = controlledQueue();
    q.set('7', true, false);
    q.set('7', false, false);
    calls[0]?.resolve();
    await flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith('7', false);
    expect(q.snapshot().shown.get('7')).toBe(false);
    calls[1]?.resolve();
    await flush();
    expect(onConfirmed.mock.calls).toEqual([
      ['7', true],
      ['7', false],
    ]);
    expect(q.snapshot().shown.size).toBe(0);
  });

  it('rolls a refused tick back and reports it', async () => {
    const { q, calls, onIdle } = controlledQueue();
    q.set('7', true, false);
    const error = new Error('Task 7 not found');
    calls[0]?.reject(error);
    await flush();
    expect(q.snapshot().shown.has('7')).toBe(false); // back to the service's value
    expect(q.snapshot().refusals).toEqual([{ itemId: '7', wanted: true, error }]);
    expect(onIdle).toHaveBeenCalled();
    q.dismiss(q.snapshot().refusals[0]!);
    expect(q.snapshot().refusals).toEqual([]);
  });

  it('says nothing when a refused tick was already undone by a later click', async () => {
    const { q, send, calls } = controlledQueue();
    q.set('7', true, false);
    q.set('7', false, false);
    calls[0]?.reject(new Error('refused'));
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(q.snapshot().refusals).toEqual([]);
    expect(q.snapshot().shown.size).toBe(0);
  });

  it('handles items independently', async () => {
    const { q, send, calls } = controlledQueue();
    q.set('1', true, false);
    q.set('2', false, true);
    expect(send).toHaveBeenCalledTimes(2);
    calls[1]?.reject(new Error('no'));
    await flush();
    expect(q.snapshot().shown.get('1')).toBe(true);
    expect(q.snapshot().shown.has('2')).toBe(false);
    expect(q.snapshot().refusals.map((r) => r.itemId)).toEqual(['2']);
  });
});
