import { createFileRoute } from '@tanstack/react-router';
import { TasksScreen } from '../features/marking/TasksScreen';

export const Route = createFileRoute('/main/marking')({
  staticData: { title: '教师阅卷', level: 2 },
  component: TasksScreen,
});
