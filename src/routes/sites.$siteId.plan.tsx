import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon.tsx';

export const Route = createFileRoute('/sites/$siteId/plan')({
  component: () => (
    <ComingSoon
      title="Marketing plan"
      what={['tick checklist items section by section', 'add, edit and delete custom tasks']}
    />
  ),
});
