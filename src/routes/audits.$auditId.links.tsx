import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon.tsx';

export const Route = createFileRoute('/audits/$auditId/links')({
  component: () => (
    <ComingSoon
      title="Links"
      what={['filter internal and external links by status, type, nofollow and anchor']}
    />
  ),
});
