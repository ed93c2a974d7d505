import { Badge } from '../../../components/ui/badge.tsx';

const LOOK: Record<string, ['bad' | 'warn' | 'info' | 'good' | 'neutral', string]> = {
  error: ['bad', 'Error'],
  warning: ['warn', 'Warning'],
  notice: ['info', 'Notice'],
  passed: ['good', 'Passed'],
};

export function SeverityBadge({ severity }: { severity: string }) {
  const [tone, label] = LOOK[severity] ?? ['neutral', severity];
  return <Badge tone={tone}>{label}</Badge>;
}
