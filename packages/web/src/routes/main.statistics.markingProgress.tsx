import { createFileRoute } from '@tanstack/react-router';
import { MarkingProgressScreen } from '../features/marking-monitor/MarkingProgressScreen';

export const Route = createFileRoute('/main/statistics/markingProgress')({
  staticData: { title: '阅卷进度', level: 3 },
  component: MarkingProgressScreen,
});
