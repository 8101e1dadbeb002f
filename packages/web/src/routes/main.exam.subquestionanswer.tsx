import { createFileRoute } from '@tanstack/react-router';
import { ObjectiveAnswersScreen } from '../features/objective-answers/ObjectiveAnswersScreen';

export const Route = createFileRoute('/main/exam/subquestionanswer')({
  staticData: { title: '客观题答案配置', level: 3 },
  component: ObjectiveAnswersScreen,
});
