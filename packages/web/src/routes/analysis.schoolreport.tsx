import { createFileRoute } from '@tanstack/react-router';
import { SchoolReportScreen } from '../features/analysis/ReportPages';
import { unitSearch } from '../features/analysis/search';

export const Route = createFileRoute('/analysis/schoolreport')({
  validateSearch: unitSearch,
  staticData: { title: '学校报告', level: 3, module: 'analysis' },
  component: function SchoolReportRoute() {
    const { exam_id, unit_id } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <SchoolReportScreen examId={exam_id} unitId={unit_id} onUnit={(id) => void navigate({ search: { exam_id, unit_id: id }, replace: true })} />;
  },
});
