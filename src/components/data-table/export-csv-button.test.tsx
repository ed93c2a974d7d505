// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportCsvButton } from './export-csv-button.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ExportCsvButton', () => {
  it('downloads the built table as a UTF-8 CSV with a BOM, under the given file name', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:x';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    render(
      <ExportCsvButton
        label="Export this page (CSV)"
        build={() => ({ filename: 'links-2026-11-22.csv', header: ['url', 'anchor'], rows: [['/a', null]] })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export this page (CSV)' }));
    await waitFor(() => expect(names).toEqual(['links-2026-11-22.csv']));
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('"url","anchor"\r\n"/a",""\r\n');
  });

  it('says why when building the table fails, and downloads nothing', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<ExportCsvButton build={() => Promise.reject(new Error('The service did not answer.'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not export: The service did not answer.',
    );
    expect(click).not.toHaveBeenCalled();
  });

  it('says how many rows a whole-table build has read, and gives a failure in the area’s words', async () => {
    let fail: (e: Error) => void = () => {};
    render(
      <ExportCsvButton
        label="Export reports to CSV"
        progress
        renderError={(e) => <p role="alert">Backlinks said: {(e as Error).message}</p>}
        build={(onProgress) => {
          onProgress(100, 1200);
          return new Promise((_, reject) => (fail = reject));
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export reports to CSV' }));
    expect(await screen.findByText('Read 100 of 1,200 rows')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Exporting…' })).toBeDisabled();
    fail(new Error('Rate limited.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Backlinks said: Rate limited.');
    expect(screen.queryByText(/Read 100/)).toBeNull();
  });
});
