import { createFileRoute } from '@tanstack/react-router';
import { ExamListScreen } from '../features/exams/ExamListScreen';
import { examListSearch } from '../features/exams/search';

export const Route = createFileRoute('/main/exam/')({
  validateSearch: examListSearch,
  staticData: { title: '考试管理', level: 2 },
  component: ExamListScreen,
});
