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
