import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon.tsx';

export const Route = createFileRoute('/audits/$auditId/pages')({
  component: () => (
    <ComingSoon
      title="Crawled pages"
      what={['browse every crawled page with a column picker', 'open a page’s issues']}
    />
  ),
});
