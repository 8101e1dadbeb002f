import { createFileRoute } from '@tanstack/react-router';
import { QuestionStemsScreen } from '../features/template-designer/stems/QuestionStemsScreen';

export const Route = createFileRoute('/main/exam/question-info-paper')({
  staticData: { title: '题干配置', level: 3 },
  component: QuestionStemsScreen,
});
