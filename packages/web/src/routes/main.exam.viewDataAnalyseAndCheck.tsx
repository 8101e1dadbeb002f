import { createFileRoute } from '@tanstack/react-router';
import { DataCheckScreen } from '../features/data-check/DataCheckScreen';
import { dataCheckSearch } from '../features/data-check/search';

export const Route = createFileRoute('/main/exam/viewDataAnalyseAndCheck')({
  validateSearch: dataCheckSearch,
  staticData: { title: '数据检查', level: 3 },
  component: DataCheckRoute,
});

function DataCheckRoute() {
  const { exam_id } = Route.useSearch();
  return <DataCheckScreen examId={exam_id} />;
}
