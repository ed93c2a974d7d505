import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { plainError } from './error-words.ts';

/** The service's message as it came (ErrorPanel), then what it means in plain words. */
export function BacklinkError({
  error,
  onRetry,
  compact,
}: {
  error: unknown;
  onRetry?: () => void;
  compact?: boolean;
}) {
  const { advice } = plainError(error);
  return (
    <div className="flex flex-col gap-1.5">
      <ErrorPanel error={error} onRetry={onRetry} compact={compact} />
      {advice && <p className="text-sm text-slate-700">{advice}</p>}
    </div>
  );
}
