/** What the report actions need to know of a report: from a list row or from the overview. */
export interface ReportRef {
  id: string;
  target: string;
  mode: string;
}

/** A confirmation about one report: shown while open; closed without acting, or done. */
export interface ReportDialogProps {
  report: ReportRef;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}
