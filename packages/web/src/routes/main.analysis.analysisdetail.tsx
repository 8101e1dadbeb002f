import { createFileRoute } from '@tanstack/react-router';
import { AnalysisDetailScreen } from '../features/analysis/AnalysisDetailScreen';
import { examSearch } from '../features/analysis/search';

export const Route = createFileRoute('/main/analysis/analysisdetail')({
  validateSearch: examSearch,
  staticData: { title: '分析详情', level: 3, module: 'analysis' },
  component: function AnalysisDetailRoute() {
    const { exam_id } = Route.useSearch();
    return <AnalysisDetailScreen examId={exam_id} />;
  },
});
