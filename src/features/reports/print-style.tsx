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
 * The print layout drawn on screen (`?print=1`, and while the print dialog opens): what the paper leaves out is left
 * out here too, and a chart keeps one height on screen and paper, so the drawing measured here is the one printed.
 */
export function PrintLayoutStyle() {
  return (
    <style>{`.sb-print-layout .print\\:hidden { display: none !important; }
@media print { .sb-print-layout [data-testid='report-trend'], .sb-print-layout [data-testid='report-positions-chart'] { height: 14rem !important; } }`}</style>
  );
}
