import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { aiQueries } from '../../api/ai-tracking.ts';
import { ApiError } from '../../api/errors.ts';
import { ErrorPanel } from './error-panel.tsx';
import { Button } from '../ui/button.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { forgetSite, remembersSite, useStoredSites } from '../../lib/sites.ts';

const isNotFound = (e: unknown) => e instanceof ApiError && e.kind === 'not_found';

/**
 * The first read of a site's page failed (AI visibility, an engine, the marketing plan, the site report). A 404
 * says the site is missing, or on an engine page the site or the engine (spec, AI tracking: "404 if site or
 * engine missing"): the site's engine list tells which of the two. Any other failure is shown with "Try again".
 */
export function SiteNotFound({ error }: Partial<ErrorComponentProps>) {
  const router = useRouter();
  const { siteId, engineId } = useParams({ strict: false }) as { siteId?: string; engineId?: string };
  const site = Number(siteId);
  const missing = isNotFound(error);
  const onEnginePage = engineId !== undefined;
  // only asked on an engine page's 404: is it the site that is missing?
  const engines = useQuery({
    ...aiQueries.engines(site),
    enabled: missing && onEnginePage && Number.isSafeInteger(site),
  });
  if (!missing)
    return (
      <div className="flex flex-col gap-4">
        <BackLink siteId={siteId} toSite={onEnginePage} />
        <ErrorPanel error={error} onRetry={() => void router.invalidate()} />
      </div>
    );
  if (onEnginePage && engines.isPending && Number.isSafeInteger(site))
    return <Spinner label="Checking the site…" />;
  const siteMissing = !onEnginePage || !Number.isSafeInteger(site) || isNotFound(engines.error);
  return (
    <div className="flex flex-col gap-4">
      <BackLink siteId={siteId} toSite={onEnginePage && !siteMissing} />
      {siteMissing ? (
        <PageHeader
          title={`Site #${siteId ?? ''} not found`}
          description="The service has no site with this id: it may have been removed, or the id is mistyped. Choose another site in the header."
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
      {siteMissing && <ForgetSite siteId={site} />}
    </div>
  );
}

function BackLink({ siteId, toSite }: { siteId: string | undefined; toSite: boolean }) {
  return toSite && siteId !== undefined ? (
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
  if (!Number.isSafeInteger(siteId) || !remembersSite(siteId)) return null;
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
