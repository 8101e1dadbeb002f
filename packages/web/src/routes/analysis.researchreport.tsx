import { createFileRoute } from '@tanstack/react-router';
import { SubjectReportScreen } from '../features/analysis/ReportPages';
import { subjectSearch } from '../features/analysis/search';

export const Route = createFileRoute('/analysis/researchreport')({
  validateSearch: subjectSearch,
  staticData: { title: '教研报告', level: 3, module: 'analysis' },
  component: function SubjectReportRoute() {
    const { exam_id, subject_id } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <SubjectReportScreen kind="research" examId={exam_id} subjectId={subject_id} onSubject={(id) => void navigate({ search: { exam_id, subject_id: id }, replace: true })} />;
  },
});
