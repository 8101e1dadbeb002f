import { createFileRoute } from '@tanstack/react-router';
import { StandardGradeScreen } from '../features/marking-papers/StandardGradeScreen';

export const Route = createFileRoute('/main/quality/standardGrade')({
  staticData: { title: '标准卷评分', level: 3 },
  component: StandardGradeScreen,
});
