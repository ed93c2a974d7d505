import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon.tsx';

export const Route = createFileRoute('/keywords')({
  component: () => (
    <ComingSoon
      title="Keyword research"
      what={[
        'get bulk metrics for up to 5000 keywords',
        'discover similar, related, question and long-tail keywords with every filter',
        'see what each search costs before it runs',
      ]}
    />
  ),
});
