import { createFileRoute } from '@tanstack/react-router';
import { ReportPage } from '../features/reports/report-page.tsx';
import { parseReportSearch } from '../features/reports/search.ts';

export const Route = createFileRoute('/reports/$siteId')({
  validateSearch: parseReportSearch,
  component: ReportPage,
});
