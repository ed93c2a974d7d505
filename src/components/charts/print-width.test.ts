import { describe, expect, it } from 'vitest';
import { printedWidth, SHEET_WIDTH_PX } from './print-width.ts';

describe('the width a chart is printed at', () => {
  it('is the width of A4 less its margins', () => {
    expect(SHEET_WIDTH_PX).toBe(702);
  });

  it('narrows a chart of a wide screen by what the page loses to the sheet', () => {
    // a 1366 px window, the chart 1302 px wide inside 32 px of padding a side: the same padding on paper
    expect(printedWidth(1302, 1366)).toBe(638);
  });

  it('keeps the width of a chart already laid out at the sheet, or on a page narrower than it', () => {
    expect(printedWidth(613, 1366, SHEET_WIDTH_PX, true)).toBe(613);
    expect(printedWidth(380, 412)).toBe(380);
    // never wider than the sheet
    expect(printedWidth(900, 1366, SHEET_WIDTH_PX, true)).toBe(SHEET_WIDTH_PX);
  });

  it('never draws a chart narrower than a floor when the room around it is wide', () => {
    expect(printedWidth(500, 1366)).toBe(160);
    expect(printedWidth(120, 1366)).toBe(120);
  });
});
