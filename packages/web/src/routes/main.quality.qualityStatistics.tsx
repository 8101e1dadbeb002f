import { createFileRoute } from '@tanstack/react-router';
import { QualityStatisticsScreen } from '../features/marking-quality/QualityStatisticsScreen';

export const Route = createFileRoute('/main/quality/qualityStatistics')({
  staticData: { title: '质量统计', level: 3 },
  component: QualityStatisticsScreen,
});
