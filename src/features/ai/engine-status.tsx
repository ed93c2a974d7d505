import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { useEngineStatus } from './use-engine-status.ts';

/** Progress of today's check, prompts checked of the total, and the last update ("Never checked" if none). */
export function EngineStatusView({
  siteId,
  engineId,
  label,
}: {
  siteId: number;
  engineId: number;
  label: string;
}) {
  const { data: s, error, isPending, refetch } = useEngineStatus(siteId, engineId);
  if (error) return <ErrorPanel compact error={error} onRetry={() => void refetch()} />;
  // as tall as the status it stands in for, so the page below does not jump when it arrives
  if (isPending || !s) return <p className="min-h-14 text-sm text-slate-500">Reading status…</p>;
  const running = s.prompts_count > 0 && s.progress < 100;
  return (
    <div className="space-y-1.5" aria-live="polite">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">
          {s.prompts_count === 0 ? 'No prompts yet' : running ? 'Checking prompts…' : 'Checked today'}
        </span>
        <span className="tabular-nums text-slate-700">{formatNumber(s.progress)}%</span>
      </div>
      <ProgressBar value={s.progress} label={`${label}: prompts checked today`} />
      <p className="text-xs text-slate-600">
        <span className="tabular-nums">
          {formatNumber(s.prompts_checked)} of {formatNumber(s.prompts_count)}
        </span>{' '}
        prompts checked ·{' '}
        {s.last_update_date === null ? (
          <>
            <strong className="font-medium">Never checked</strong>
            {running && s.prompts_checked > 0 ? ' (first check in progress)' : ''}
          </>
        ) : (
          <>Last update {formatDate(s.last_update_date)}</>
        )}
      </p>
    </div>
  );
}
