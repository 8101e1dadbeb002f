import { createFileRoute } from '@tanstack/react-router';
import { ComparisonScreen } from '../features/analysis/ComparisonScreen';
import { examSearch } from '../features/analysis/search';

export const Route = createFileRoute('/main/analysis/commonReport/class-comparison')({
  validateSearch: examSearch,
  staticData: { title: '班级对比', level: 4, module: 'analysis' },
  component: function ClassComparisonRoute() {
    const { exam_id } = Route.useSearch();
    return <ComparisonScreen kind="class" examId={exam_id} />;
  },
});
