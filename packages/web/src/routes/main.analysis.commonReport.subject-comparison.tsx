import { createFileRoute } from '@tanstack/react-router';
import { ComparisonScreen } from '../features/analysis/ComparisonScreen';
import { examSearch } from '../features/analysis/search';

export const Route = createFileRoute('/main/analysis/commonReport/subject-comparison')({
  validateSearch: examSearch,
  staticData: { title: '学科对比', level: 4, module: 'analysis' },
  component: function SubjectComparisonRoute() {
    const { exam_id } = Route.useSearch();
    return <ComparisonScreen kind="subject" examId={exam_id} />;
  },
});
