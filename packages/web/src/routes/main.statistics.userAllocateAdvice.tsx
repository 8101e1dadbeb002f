import { createFileRoute } from '@tanstack/react-router';
import { AllocateAdviceScreen } from '../features/marking-monitor/AllocateAdviceScreen';

export const Route = createFileRoute('/main/statistics/userAllocateAdvice')({
  staticData: { title: '任务分配建议', level: 3 },
  component: AllocateAdviceScreen,
});
