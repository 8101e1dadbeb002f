import { createFileRoute } from '@tanstack/react-router';
import { QuestionMarkScreen } from '../features/analysis/QuestionMarkScreen';
import { subjectSearch } from '../features/analysis/search';

export const Route = createFileRoute('/main/analysis/commonReport/question-mark')({
  validateSearch: subjectSearch,
  staticData: { title: '小题得分', level: 4, module: 'analysis' },
  component: function QuestionMarkRoute() {
    const { exam_id, subject_id } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <QuestionMarkScreen examId={exam_id} subjectId={subject_id} onSubject={(id) => void navigate({ search: { exam_id, subject_id: id }, replace: true })} />;
  },
});
