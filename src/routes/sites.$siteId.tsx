import { createFileRoute } from '@tanstack/react-router';
import { SiteNotFound } from '../components/errors/site-not-found.tsx';
import { siteIdParams } from '../lib/path-ids.ts';

// Every page of one site (AI visibility, an engine, the plan, rank tracking): the id is read here, once, and an
// address whose id is no id is the site's not-found before anything is asked of the service.
export const Route = createFileRoute('/sites/$siteId')({
  params: siteIdParams,
  notFoundComponent: () => <SiteNotFound />,
});
