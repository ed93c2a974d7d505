import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon.tsx';

export const Route = createFileRoute('/audits/$auditId/history')({
  component: () => (
    <ComingSoon title="Audit history" what={['compare two crawls: new, fixed, worse and better issues']} />
  ),
});
