import type { RowData } from '@tanstack/react-table';

/**
 * What a column definition may say about itself beyond TanStack's own fields. Numeric columns align right with
 * tabular figures (and sort highest first on a first click); the row-header column names its row (`th scope=row`).
 */
declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameters must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    numeric?: boolean;
    rowHeader?: boolean;
    /** right-aligns a column that is not a number (a row's action buttons); numeric columns already are */
    align?: 'right';
    /** extra classes of the column's cells, header and body (widths, nowrap) */
    className?: string;
    /** extra classes of its body cells only */
    cellClassName?: string;
    /** in a table of resizable columns: a value that may be cut, so its cell takes focus and then shows it whole */
    long?: boolean;
    /** a hint on the header (e.g. the service's field names behind it), on its sort button when it sorts */
    headerTitle?: string;
    /** id of a note elsewhere on the page that explains the column: its header is described by it */
    describedBy?: string;
  }
}

export type { RowData };
