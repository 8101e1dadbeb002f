import { createFileRoute } from '@tanstack/react-router';
import { QuestionGroupsScreen } from '../features/question-groups/QuestionGroupsScreen';

export const Route = createFileRoute('/main/exam/subquestionconfig')({
  staticData: { title: '题组配置', level: 3 },
  component: QuestionGroupsScreen,
});
