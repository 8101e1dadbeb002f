import { createFileRoute } from '@tanstack/react-router';
import { TeacherReportScreen } from '../features/analysis/ClassTeacherReports';
import { subjectSearch } from '../features/analysis/search';

export const Route = createFileRoute('/analysis/teacherreport')({
  validateSearch: subjectSearch,
  staticData: { title: '教师报告', level: 3, module: 'analysis' },
  component: function TeacherReportRoute() {
    const { exam_id, subject_id } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <TeacherReportScreen
        examId={exam_id}
        subjectId={subject_id}
        onExam={(id) => void navigate({ search: { exam_id: id }, replace: true })}
        onSubject={(id) => void navigate({ search: { exam_id, subject_id: id }, replace: true })}
      />
    );
  },
});
