import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon.tsx';

export const Route = createFileRoute('/audits/$auditId/')({
  component: () => (
    <ComingSoon
      title="Audit report"
      what={[
        'follow a running audit',
        'read the score, checks and affected pages',
        'rename, recheck and delete the audit',
      ]}
    />
  ),
});
