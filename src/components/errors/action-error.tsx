import { ErrorPanel } from './error-panel.tsx';

/**
 * Why a write the person just sent failed, under the dialog or form that sent it; nothing while it has not
 * failed. No retry button: the form stays filled and the person decides whether to send again.
 */
export function ActionError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <div className="mt-3">
      <ErrorPanel error={error} compact />
    </div>
  );
}
