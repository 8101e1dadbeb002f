import { createFileRoute } from '@tanstack/react-router';
import { ExamListScreen } from '../features/exams/ExamListScreen';

export const Route = createFileRoute('/main/exam/')({
  staticData: { title: '考试管理', level: 2 },
  component: ExamListScreen,
});
