import { createFileRoute } from '@tanstack/react-router';
import { StudentQuestionScreen } from '../features/marking-papers/StudentQuestionScreen';

export const Route = createFileRoute('/main/netview/studentQuestionManage')({
  staticData: { title: '考生试题管理', level: 3 },
  component: StudentQuestionScreen,
});
