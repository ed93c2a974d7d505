/** What the report actions need to know of a report: from a list row or from the overview. */
export interface ReportRef {
  id: string;
  target: string;
  mode: string;
}
