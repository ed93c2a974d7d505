import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon.tsx';

export const Route = createFileRoute('/sites/$siteId/ai/')({
  component: () => (
    <ComingSoon
      title="AI visibility"
      what={[
        'set the brand and manage AI engines per site',
        'add, import and delete prompts',
        'read engine status, statistics and per-prompt rankings with trend charts',
      ]}
    />
  ),
});
