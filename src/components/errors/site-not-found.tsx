import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { aiQueries } from '../../api/ai.ts';
import { ApiError } from '../../api/errors.ts';
import { ErrorPanel } from './error-panel.tsx';
import { Button } from '../ui/button.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { parsePathId } from '../../lib/path-ids.ts';
import { forgetSite, remembersSite, useStoredSites } from '../../lib/sites.ts';

const isNotFound = (e: unknown) => e instanceof ApiError && e.kind === 'not_found';

/**
 * The first read of a site's page failed (AI visibility, an engine, the marketing plan, the site report). A 404
 * says the site is missing, or on an engine page the site or the engine (spec, AI tracking: "404 if site or
 * engine missing"): the site's engine list tells which of the two. Without an error it is the not-found of an id
 * that is no id (the routes' params.parse). Any other failure is shown with "Try again".
 */
export function SiteNotFound({ error }: Partial<ErrorComponentProps>) {
  const router = useRouter();
  // as the route parsed them, or the address's text where that failed (which is shown, not asked about)
  const { siteId, engineId } = useParams({ strict: false }) as {
    siteId?: number | string;
    engineId?: number | string;
  };
  const site = siteId === undefined ? undefined : parsePathId(String(siteId));
  const missing = error === undefined || isNotFound(error);
  const onEnginePage = engineId !== undefined;
  // only asked on an engine page's 404: is it the site that is missing?
  const engines = useQuery({
    ...aiQueries.engines(site ?? 0),
    enabled: missing && onEnginePage && site !== undefined,
  });
  if (!missing)
    return (
      <div className="flex flex-col gap-4">
        <BackLink siteId={onEnginePage ? site : undefined} />
        <ErrorPanel error={error} onRetry={() => void router.invalidate()} />
      </div>
    );
  if (onEnginePage && engines.isPending && site !== undefined) return <Spinner label="Checking the site…" />;
  const siteMissing = !onEnginePage || site === undefined || isNotFound(engines.error);
  return (
    <div className="flex flex-col gap-4">
      <BackLink siteId={siteMissing ? undefined : site} />
      {siteMissing ? (
        <PageHeader
          title={`Site #${siteId ?? ''} not found`}
          description={
            site === undefined
              ? `“${siteId ?? ''}” is not a site id (a site id is a whole number): the address is mistyped. Choose a site in the header.`
              : 'The service has no site with this id: it may have been removed, or the id is mistyped. Choose another site in the header.'
          }
        />
      ) : (
        <PageHeader
          title={`AI engine #${engineId} not found`}
          description={`Site #${siteId} tracks no engine with this id: it may have been deleted, or the address is mistyped.`}
        />
      )}
      {error instanceof Error && error.message && (
        <p className="text-xs text-slate-600">The service answered: “{error.message}”</p>
      )}
      {siteMissing && site !== undefined && <ForgetSite siteId={site} />}
    </div>
  );
}

/** Back to the site's AI page when the site is known to exist, else to the overview. */
function BackLink({ siteId }: { siteId: number | undefined }) {
  return siteId !== undefined ? (
    <Link to="/sites/$siteId/ai" params={{ siteId }} className="text-sm text-indigo-700 hover:underline">
      ← AI visibility of site #{siteId}
    </Link>
  ) : (
    <Link to="/" className="text-sm text-indigo-700 hover:underline">
      ← Overview
    </Link>
  );
}

/** A missing site this browser remembers (added by id, or the last one used) can be forgotten here. */
function ForgetSite({ siteId }: { siteId: number }) {
  useStoredSites(); // re-render when the stored sites change
  const navigate = useNavigate();
  if (!remembersSite(siteId)) return null;
  return (
    <div>
      <Button
        variant="secondary"
        onClick={() => {
          forgetSite(siteId);
          void navigate({ to: '/' });
        }}
      >
        Forget site #{siteId} in this browser
      </Button>
    </div>
  );
}
