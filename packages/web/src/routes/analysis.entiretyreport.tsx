import { createFileRoute } from '@tanstack/react-router';
import { EntiretyReportScreen } from '../features/analysis/ReportPages';
import { examSearch } from '../features/analysis/search';

export const Route = createFileRoute('/analysis/entiretyreport')({
  validateSearch: examSearch,
  staticData: { title: '整体报告', level: 3, module: 'analysis' },
  component: function EntiretyReportRoute() {
    const { exam_id } = Route.useSearch();
    return <EntiretyReportScreen examId={exam_id} />;
  },
});
