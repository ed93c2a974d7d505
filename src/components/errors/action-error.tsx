import type { ComponentType } from 'react';
import { ErrorPanel } from './error-panel.tsx';

/**
 * Why a write the person just sent failed, under the dialog or form that sent it; nothing while it has not
 * failed. No retry button: the form stays filled and the person decides whether to send again. An area that
 * explains its errors in plain words passes its own panel.
 */
export function ActionError({
  error,
  panel: Panel = ErrorPanel,
}: {
  error: unknown;
  panel?: ComponentType<{ error: unknown; compact?: boolean }>;
}) {
  if (!error) return null;
  return (
    <div className="mt-3">
      <Panel error={error} compact />
    </div>
  );
}
