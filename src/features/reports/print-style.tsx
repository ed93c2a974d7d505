/** The @page rules: A4, and a running head (site, range) and page number in the margins of every page. */
export function pageRules(head: string): string {
  const text = head.replace(/["\\\n]/g, ' ');
  return `@page { size: A4; margin: 16mm 12mm;
  @top-left { content: "${text}"; font: 9pt sans-serif; color: #334155; }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 9pt sans-serif; color: #334155; } }`;
}

export function PrintStyle({ head }: { head: string }) {
  return <style>{pageRules(head)}</style>;
}

/**
 * Where a printed sheet may end: between blocks and between table rows, never inside a chart or a row, nor right
 * after a heading or a table's title (they would stand alone at a sheet's foot, away from what they name).
 */
const PRINT_BREAKS = `.sb-print-layout figure, .sb-print-layout tr { break-inside: avoid; }
.sb-print-layout :is(h2, h3, caption, thead) { break-after: avoid; }`;

/**
 * The print layout drawn on screen (`?print=1`, and while the print dialog opens): what the paper leaves out is left
 * out here too, and a chart keeps one height on screen and paper, so the drawing measured here is the one printed.
 */
export function PrintLayoutStyle() {
  return (
    <style>{`.sb-print-layout .print\\:hidden { display: none !important; }
@media print { .sb-print-layout [data-testid='report-trend'], .sb-print-layout [data-testid='report-positions-chart'] { height: 14rem !important; }
${PRINT_BREAKS} }`}</style>
  );
}
