import { createFileRoute } from '@tanstack/react-router';
import { ReviewRateScreen } from '../features/marking-quality/ReviewRateScreen';

export const Route = createFileRoute('/main/quality/reviewRate')({
  staticData: { title: '复评率', level: 3 },
  component: ReviewRateScreen,
});
