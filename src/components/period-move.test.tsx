// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PeriodMove } from './period-move.tsx';

afterEach(cleanup);

const shown = () => screen.getByText(/better|worse|no change|no earlier/);

describe('a change of a period mean: arrow, colour and words agree', () => {
  it('calls a smaller position better: up arrow, green, "places better"', () => {
    render(<PeriodMove change={-2.1} unit="places" lowerIsBetter />);
    expect(shown()).toHaveTextContent('▲ 2.1 places better');
    expect(shown().className).toContain('text-emerald-700');
  });

  it('calls a larger position worse, never green', () => {
    render(<PeriodMove change={1.3} unit="places" lowerIsBetter />);
    expect(shown()).toHaveTextContent('▼ 1.3 places worse');
    expect(shown().className).toContain('text-red-700');
    expect(shown().className).not.toContain('emerald');
  });

  it('calls a share that fell worse, in percentage points', () => {
    render(<PeriodMove change={-4.5} unit="pp" />);
    expect(shown()).toHaveTextContent('▼ 4.5 pp worse');
    expect(shown().className).toContain('text-red-700');
  });

  it('says "no earlier period to compare" for an unknown change and "no change" for 0', () => {
    render(<PeriodMove change={null} unit="pp" />);
    expect(shown()).toHaveTextContent(/^no earlier period to compare$/);
    cleanup();
    render(<PeriodMove change={0} unit="places" lowerIsBetter />);
    expect(shown()).toHaveTextContent(/^no change$/);
  });
});
