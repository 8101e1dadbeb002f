import { createFileRoute } from '@tanstack/react-router';
import { StudentReportScreen } from '../features/analysis/StudentReportScreen';
import { studentSearch } from '../features/analysis/search';

export const Route = createFileRoute('/analysis/studentreport')({
  validateSearch: studentSearch,
  staticData: { title: '学生报告', level: 3, module: 'analysis' },
  component: function StudentReportRoute() {
    const { exam_id, student_number } = Route.useSearch();
    return <StudentReportScreen examId={exam_id} studentNumber={student_number} />;
  },
});
