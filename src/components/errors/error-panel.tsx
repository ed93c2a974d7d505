import { ApiError } from '../../api/errors.ts';
import { NO_BRAND_NAME } from '../../lib/brand.ts';
import { pageBrand } from '../brand/page-brand.ts';
import { Button } from '../ui/button.tsx';

const TITLES: Record<string, string> = {
  auth: 'The API key was refused',
  credits: 'Not enough credits',
  rate_limit: 'Too many requests',
  not_found: 'Not found',
  invalid: 'The service refused the request',
  server: 'The service had a problem',
  timeout: 'The service took too long',
  parse: 'Unexpected answer from the service',
  forbidden: 'Not allowed',
};

const PANEL = 'rounded-md border border-red-200 bg-red-50 text-sm text-red-900';

/**
 * Who answers for the dashboard in a title: the product for the team, the agency (or no one by name) for a client
 * or a share link's holder, whose page the server marked.
 */
function ourName(): string {
  const brand = pageBrand();
  return !brand ? 'Searchboard' : brand === NO_BRAND_NAME ? 'The report' : brand;
}

/** The person's session ended (Searchboard's own 401): signing in again is the way on, not the server's keys. */
function SignedOut({ compact }: { compact: boolean }) {
  const brand = pageBrand();
  return (
    <div role="alert" className={`${PANEL} ${compact ? 'p-2' : 'p-4'}`}>
      <p className="font-semibold">You are signed out</p>
      <p className="mt-1">Your session{brand ? '' : ' with Searchboard'} has ended — sign in again.</p>
      <a href="/login" className="mt-2 inline-block font-medium text-red-900 underline">
        Sign in again
      </a>
    </div>
  );
}

/**
 * A readable upstream error, with a retry where sending again is safe. Writes and paid reads are never
 * retried from here: the form that sent them stays filled and the person decides.
 */
export function ErrorPanel({
  error,
  onRetry,
  compact = false,
}: {
  error: unknown;
  onRetry?: () => void;
  compact?: boolean;
}) {
  const api = error instanceof ApiError ? error : undefined;
  // a door kept shut for the person's role: the server's message says who can open it, and asking again is no use
  const closedDoor =
    api?.status === 403 &&
    api.refusedHere &&
    (api.body as { need?: unknown } | undefined)?.need !== undefined;
  if (api?.signedOut) return <SignedOut compact={compact} />;
  const title = closedDoor
    ? "You can't do this with your role"
    : api?.refusedHere
      ? `${ourName()} refused the request`
      : api?.kind === 'network'
        ? `${ourName()} is offline`
        : api
          ? (TITLES[api.kind] ?? 'Something went wrong')
          : 'Something went wrong';
  const message = error instanceof Error ? error.message : String(error);
  const canRetry =
    onRetry &&
    !closedDoor &&
    (!api || (api.kind !== 'auth' && api.kind !== 'credits' && api.kind !== 'not_found'));
  return (
    <div role="alert" className={`${PANEL} ${compact ? 'p-2' : 'p-4'}`}>
      <p className="font-semibold">{title}</p>
      <p className="mt-1 break-words">{message}</p>
      {canRetry && (
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
