// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRefreshOnChange } from './use-refresh-on-change.ts';

function follow<T>(first: T | undefined, options?: { fromUnknown?: boolean }) {
  const refresh = vi.fn<(v: T) => void>();
  const hook = renderHook(
    ({ value }: { value: T | undefined }) => useRefreshOnChange(value, refresh, options),
    {
      initialProps: { value: first },
    },
  );
  return { refresh, to: (value: T | undefined) => hook.rerender({ value }) };
}

describe('useRefreshOnChange', () => {
  it('refreshes once for each change of a known value, with the new value', () => {
    const { refresh, to } = follow<string>('running');
    expect(refresh).not.toHaveBeenCalled();
    to('running');
    expect(refresh).not.toHaveBeenCalled();
    to('finished');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenLastCalledWith('finished');
    to('finished');
    to('running');
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenLastCalledWith('running');
  });

  it('does not take a value becoming known, or going unknown, for a change', () => {
    const { refresh, to } = follow<number>(undefined);
    to(40);
    expect(refresh).not.toHaveBeenCalled();
    to(undefined);
    to(60);
    expect(refresh).not.toHaveBeenCalled();
    to(80);
    expect(refresh).toHaveBeenCalledWith(80);
  });

  it('with fromUnknown, a value known only later is news, the one it opened with is not', () => {
    const later = follow<string>(undefined, { fromUnknown: true });
    later.to('2026-11-27');
    expect(later.refresh).toHaveBeenCalledWith('2026-11-27');
    const opened = follow<string>('2026-11-27', { fromUnknown: true });
    opened.to('2026-11-27');
    expect(opened.refresh).not.toHaveBeenCalled();
  });

  it('calls the latest refresh the page gave it', () => {
    const first = vi.fn();
    const second = vi.fn();
    const hook = renderHook(({ value, refresh }) => useRefreshOnChange(value, refresh), {
      initialProps: { value: false as boolean, refresh: first },
    });
    hook.rerender({ value: true, refresh: second });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(true);
  });
});
