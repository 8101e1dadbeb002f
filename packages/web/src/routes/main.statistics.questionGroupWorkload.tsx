import { createFileRoute } from '@tanstack/react-router';
import { GroupWorkloadScreen } from '../features/marking-monitor/WorkloadScreen';

export const Route = createFileRoute('/main/statistics/questionGroupWorkload')({
  staticData: { title: '题组工作量', level: 3 },
  component: GroupWorkloadScreen,
});
