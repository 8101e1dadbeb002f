import { createFileRoute } from '@tanstack/react-router';
import { AbsentCheckScreen } from '../features/absent-check/AbsentCheckScreen';
import { absentSearch } from '../features/absent-check/search';

export const Route = createFileRoute('/main/exam/absentstudentmge')({
  validateSearch: absentSearch,
  staticData: { title: '缺考检查', level: 3 },
  component: AbsentCheckScreen,
});
