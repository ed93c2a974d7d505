import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { auditsQueries } from '../../api/audits.ts';
import { ledgerQueries } from '../../api/ledger.ts';
import { serpQueries } from '../../api/serp.ts';
import { formatNumber } from '../../lib/format.ts';
import { queuedSerpTasks, runningAudits } from './overview-figures.ts';

const dash = <span aria-label="not read yet">…</span>;

/** The team's morning line: credits spent this month against the budget, and what is running now. */
export function TeamStrip() {
  const spend = useQuery(ledgerQueries.spend(1));
  const audits = useQuery(auditsQueries.every());
  const tasks = useQuery(serpQueries.tasks());
  const month = spend.data?.month;
  const budget = spend.data?.budget.monthly ?? null;
  const running = audits.data ? runningAudits(audits.data.items) : undefined;
  const queued = tasks.data ? queuedSerpTasks(tasks.data) : undefined;
  return (
    <dl className="mb-6 grid gap-3 sm:grid-cols-3" aria-label="This month and now">
      <div className="rounded-lg border border-slate-200 bg-white p-3">
        <dt className="text-xs font-medium text-slate-600">Credits spent this month</dt>
        <dd className="text-lg font-semibold tabular-nums text-slate-900">
          {spend.error ? 'Could not read the ledger' : month === undefined ? dash : formatNumber(month)}
          {month !== undefined && (
            <span className="text-sm font-normal text-slate-600">
              {budget !== null ? ` of ${formatNumber(budget)} budget` : ' · no monthly budget set'}
            </span>
          )}
        </dd>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-3">
        <dt className="text-xs font-medium text-slate-600">Audits queued or crawling</dt>
        <dd className="text-lg font-semibold tabular-nums text-slate-900">
          {audits.error ? 'Could not read the audits' : running === undefined ? dash : formatNumber(running)}{' '}
          <Link to="/audits" className="text-sm font-normal text-indigo-700 underline">
            Audits
          </Link>
        </dd>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-3">
        <dt className="text-xs font-medium text-slate-600">SERP tasks queued</dt>
        <dd className="text-lg font-semibold tabular-nums text-slate-900">
          {tasks.error ? 'Could not read the tasks' : queued === undefined ? dash : formatNumber(queued)}{' '}
          <Link to="/serp" className="text-sm font-normal text-indigo-700 underline">
            SERP
          </Link>
        </dd>
      </div>
    </dl>
  );
}
