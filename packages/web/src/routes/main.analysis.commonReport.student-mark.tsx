import { createFileRoute } from '@tanstack/react-router';
import { StudentMarkScreen } from '../features/analysis/StudentMarkScreen';
import { examSearch } from '../features/analysis/search';

export const Route = createFileRoute('/main/analysis/commonReport/student-mark')({
  validateSearch: examSearch,
  staticData: { title: '学生成绩', level: 4, module: 'analysis' },
  component: function StudentMarkRoute() {
    const { exam_id } = Route.useSearch();
    return <StudentMarkScreen examId={exam_id} />;
  },
});
