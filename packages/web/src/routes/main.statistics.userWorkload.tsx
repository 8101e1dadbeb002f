import { createFileRoute } from '@tanstack/react-router';
import { TeacherWorkloadScreen } from '../features/marking-monitor/WorkloadScreen';

export const Route = createFileRoute('/main/statistics/userWorkload')({
  staticData: { title: '教师工作量', level: 3 },
  component: TeacherWorkloadScreen,
});
