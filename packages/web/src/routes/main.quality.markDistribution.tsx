import { createFileRoute } from '@tanstack/react-router';
import { MarkDistributionScreen } from '../features/marking-quality/MarkDistributionScreen';

export const Route = createFileRoute('/main/quality/markDistribution')({
  staticData: { title: '给分分布', level: 3 },
  component: MarkDistributionScreen,
});
