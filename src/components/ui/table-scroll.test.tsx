// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { scrollEdges, TableScroll } from './table-scroll.tsx';

afterEach(cleanup);

// A table wider than its box must not cut off its right columns with no sign that it scrolls: the scrolling is
// made visible (a shadow or a hint).
describe('TableScroll', () => {
  it('knows which sides hide columns', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 400, clientWidth: 400 })).toEqual({
      overflows: false,
      left: false,
      right: false,
    });
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 900, clientWidth: 400 })).toEqual({
      overflows: true,
      left: false,
      right: true,
    });
    expect(scrollEdges({ scrollLeft: 250, scrollWidth: 900, clientWidth: 400 })).toMatchObject({
      left: true,
      right: true,
    });
    expect(scrollEdges({ scrollLeft: 500, scrollWidth: 900, clientWidth: 400 })).toMatchObject({
      left: true,
      right: false,
    });
  });

  it('says a wide table scrolls, and says nothing of a table that fits', () => {
    const { container, rerender } = render(
      <TableScroll data-testid="box">
        <table />
      </TableScroll>,
    );
    expect(screen.queryByText(/scroll sideways/)).toBeNull();
    const box = screen.getByTestId('box');
    Object.defineProperty(box, 'scrollWidth', { configurable: true, value: 900 });
    Object.defineProperty(box, 'clientWidth', { configurable: true, value: 400 });
    fireEvent.scroll(box);
    expect(screen.getByText(/scroll sideways for more columns/)).toBeInTheDocument();
    rerender(
      <TableScroll data-testid="box">
        <table />
      </TableScroll>,
    );
    expect(container.querySelectorAll('[aria-hidden].bg-gradient-to-l')).toHaveLength(1);
  });
});
