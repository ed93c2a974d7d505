import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Suspense, use } from 'react';
import { serpQueries } from '../../api/serp.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatNumber } from '../../lib/format.ts';
import { backoffDelay } from './polling.ts';
import { readDumpBlob } from './zip.ts';
import { downloadBlob } from '../../lib/download.ts';

const route = getRouteApi('/serp/$taskId');

/** The HTML dump (free): download the ZIP, or read it here, unzipped in the browser. */
export function HtmlDump({ taskId }: { taskId: number }) {
  const html = useQuery({
    ...serpQueries.html(taskId),
    refetchInterval: (q) =>
      q.state.data?.state === 'processing' ? backoffDelay(q.state.dataUpdateCount - 1) : false,
  });
  const data = html.data;
  return (
    <Card>
      <CardTitle
        action={
          data?.state === 'done' ? (
            <Button variant="secondary" onClick={() => downloadBlob(data.result, `serp-task-${taskId}.zip`)}>
              Download ZIP ({formatNumber(Math.ceil(data.result.size / 1024))} KB)
            </Button>
          ) : null
        }
      >
        HTML dump
      </CardTitle>
      {html.error ? <ErrorPanel error={html.error} onRetry={() => void html.refetch()} /> : null}
      {html.isPending && <Spinner label="Downloading the HTML dump…" />}
      {data?.state === 'processing' && (
        <p role="status" className="text-sm text-slate-700">
          The HTML is still being collected; this updates by itself.
        </p>
      )}
      {data?.state === 'done' && (
        <Suspense fallback={<Spinner label="Unzipping…" />}>
          <DumpBrowser blob={data.result} />
        </Suspense>
      )}
    </Card>
  );
}

function DumpBrowser({ blob }: { blob: Blob }) {
  const dump = use(readDumpBlob(blob));
  const { file } = route.useSearch();
  const page = dump.pages.find((p) => p.path === file) ?? dump.pages[0];
  return (
    <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
      <div className="flex flex-col gap-3">
        <nav aria-label="Pages of the dump">
          <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">Pages</h3>
          <ul className="mt-1 flex flex-col gap-0.5 text-sm">
            {dump.pages.map((p) => (
              <li key={p.path}>
                <Link
                  from="/serp/$taskId"
                  to="."
                  search={(s) => ({ ...s, file: p.path })}
                  aria-current={p === page ? 'page' : undefined}
                  className={`block rounded px-2 py-0.5 ${p === page ? 'bg-indigo-50 font-semibold text-indigo-800' : 'text-indigo-700 underline'}`}
                >
                  {p.path}
                </Link>
              </li>
            ))}
          </ul>
          {dump.others.length > 0 && (
            <p className="mt-2 text-xs text-slate-500">Also in the archive: {dump.others.join(', ')}</p>
          )}
        </nav>
        <details open className="text-xs">
          <summary className="cursor-pointer text-sm font-medium text-slate-800">manifest.json</summary>
          <pre
            aria-label="manifest.json"
            // it scrolls: keyboard users reach it to scroll it
            tabIndex={0}
            className="mt-1 max-h-80 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-2 text-slate-800 [overflow-wrap:anywhere]"
          >
            {dump.manifest ?? 'No manifest.json in the archive.'}
          </pre>
        </details>
      </div>
      {page ? (
        <div>
          <p className="mb-2 text-xs text-slate-600">
            {page.path}, shown in a sandboxed frame: its scripts and forms do not run.
          </p>
          {/* sandbox="" without allow-scripts: the stored page's own scripts never run here. */}
          <iframe
            title={`HTML dump page ${page.path}`}
            sandbox=""
            srcDoc={page.html}
            referrerPolicy="no-referrer"
            className="h-[70vh] w-full rounded border border-slate-300 bg-white"
          />
        </div>
      ) : (
        <p className="text-sm text-slate-600">The archive holds no HTML page.</p>
      )}
    </div>
  );
}
