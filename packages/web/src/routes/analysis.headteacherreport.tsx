import { createFileRoute } from '@tanstack/react-router';
import { HeadteacherReportScreen } from '../features/analysis/ClassTeacherReports';
import { classSearch } from '../features/analysis/search';

export const Route = createFileRoute('/analysis/headteacherreport')({
  validateSearch: classSearch,
  staticData: { title: '班主任报告', level: 3, module: 'analysis' },
  component: function HeadteacherReportRoute() {
    const { exam_id, class_id } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <HeadteacherReportScreen
        examId={exam_id}
        classId={class_id}
        onExam={(id) => void navigate({ search: { exam_id: id }, replace: true })}
        onClass={(id) => void navigate({ search: { exam_id, class_id: id }, replace: true })}
      />
    );
  },
});
