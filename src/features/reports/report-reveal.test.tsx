// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { querySettled, REVEAL_AFTER_MS, ReportReveal, useReportSettled } from './report-reveal.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** on screen: rendered and not inside a hidden element (what a reader and the accessibility tree see) */
const shown = (text: string) => {
  const el = screen.queryByText(text);
  return el !== null && el.closest('[hidden], [aria-hidden="true"]') === null;
};

let settle: Record<string, (v: boolean) => void> = {};
function Part({ name, initially = false }: { name: string; initially?: boolean }) {
  const [settled, setSettled] = useState(initially);
  useEffect(() => {
    settle[name] = (v) => act(() => setSettled(v));
  }, [name]);
  useReportSettled(name, settled);
  return <p>{name} content</p>;
}

describe('the report appears whole, not section by section', () => {
  it('shows a section only when it and every section above it have their data, so nothing on screen moves', () => {
    settle = {};
    render(
      <ReportReveal
        sections={[
          ['ai', <Part name="ai" />],
          ['audits', <Part name="audits" />],
          ['plan', <Part name="plan" />],
        ]}
      />,
    );
    expect(screen.getByRole('status').textContent).toMatch(/Composing the report/);
    expect(shown('ai content')).toBe(false); // mounted (its reads run) but hidden
    // no "width(0) and height(0)" chart warnings: a waiting section is laid out (invisible), never
    // display: none, so a chart in it measures its real width
    expect(screen.getByText('ai content').closest('[hidden]')).toBeNull();
    expect(screen.getByText('ai content').closest('.invisible')).not.toBeNull();
    // the audits are in first: they wait, hidden, for the AI section above them
    settle.audits?.(true);
    expect(shown('audits content')).toBe(false);
    settle.ai?.(true);
    expect(shown('ai content')).toBe(true);
    expect(shown('audits content')).toBe(true);
    expect(shown('plan content')).toBe(false);
    expect(screen.getByRole('status').textContent).toMatch(/Composing the report/);
    settle.plan?.(true);
    expect(shown('plan content')).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
    // once shown it stays shown while a part reads again (a new range): that part shows its own spinner
    settle.ai?.(false);
    expect(shown('ai content')).toBe(true);
    expect(shown('audits content')).toBe(true);
  });

  it(`shows what it has after ${REVEAL_AFTER_MS / 1000} s when a part is slow`, () => {
    vi.useFakeTimers();
    settle = {};
    render(
      <ReportReveal
        sections={[
          ['ai', <Part name="ai" initially />],
          ['backlinks', <Part name="backlinks" />],
        ]}
      />,
    );
    expect(shown('ai content')).toBe(true);
    expect(shown('backlinks content')).toBe(false);
    act(() => vi.advanceTimersByTime(REVEAL_AFTER_MS));
    expect(shown('ai content')).toBe(true);
    expect(shown('backlinks content')).toBe(true);
  });
});

describe('querySettled', () => {
  it('is true with an answer or an error, and for a query waiting on another; false while reading', () => {
    expect(querySettled({ status: 'success', fetchStatus: 'idle' })).toBe(true);
    expect(querySettled({ status: 'error', fetchStatus: 'idle' })).toBe(true);
    expect(querySettled({ status: 'pending', fetchStatus: 'idle' })).toBe(true); // disabled: not yet asked
    expect(querySettled({ status: 'pending', fetchStatus: 'fetching' })).toBe(false);
    expect(querySettled({ status: 'success', fetchStatus: 'fetching' })).toBe(true); // an old answer shows
  });
});
