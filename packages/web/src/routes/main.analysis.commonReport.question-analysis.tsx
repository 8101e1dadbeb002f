import { createFileRoute } from '@tanstack/react-router';
import { QuestionAnalysisScreen } from '../features/analysis/QuestionAnalysisScreen';
import { subjectSearch } from '../features/analysis/search';

export const Route = createFileRoute('/main/analysis/commonReport/question-analysis')({
  validateSearch: subjectSearch,
  staticData: { title: '试题分析', level: 4, module: 'analysis' },
  component: function QuestionAnalysisRoute() {
    const { exam_id, subject_id } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <QuestionAnalysisScreen examId={exam_id} subjectId={subject_id} onSubject={(id) => void navigate({ search: { exam_id, subject_id: id }, replace: true })} />;
  },
});
