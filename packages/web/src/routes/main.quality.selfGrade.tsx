import { createFileRoute } from '@tanstack/react-router';
import { SelfGradeScreen } from '../features/marking-quality/SelfGradeScreen';

export const Route = createFileRoute('/main/quality/selfGrade')({
  staticData: { title: '自评统计', level: 3 },
  component: SelfGradeScreen,
});
