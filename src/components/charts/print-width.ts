/**
 * A4's printable width at the reports' margins (210 mm less 12 mm a side), in CSS px: what a printed page's content
 * is laid out at.
 */
export const SHEET_WIDTH_PX = Math.floor(((210 - 2 * 12) * 96) / 25.4);

/** The narrowest a chart is drawn when the room around it leaves it less. */
const MIN_WIDTH = 160;

/**
 * The width a chart's box will have on paper, read on screen just before printing (the browser lays the page out
 * for the sheet only after, and a chart measured then would keep the screen's width, running past its card). A box
 * already laid out at the sheet's width (a print layout) keeps its width; otherwise the page narrows from its
 * width to the sheet's and the box loses the difference, never growing, never below a floor.
 */
export function printedWidth(box: number, page: number, sheet = SHEET_WIDTH_PX, laidOut = false): number {
  if (laidOut || page <= sheet) return Math.min(box, sheet);
  return Math.min(box, Math.max(MIN_WIDTH, box - (page - sheet)));
}
