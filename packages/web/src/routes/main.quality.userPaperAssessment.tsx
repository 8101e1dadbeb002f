import { createFileRoute } from '@tanstack/react-router';
import { PaperAssessmentScreen } from '../features/marking-quality/PaperAssessmentScreen';

export const Route = createFileRoute('/main/quality/userPaperAssessment')({
  staticData: { title: '教师评卷评估', level: 3 },
  component: PaperAssessmentScreen,
});
