import { createFileRoute } from '@tanstack/react-router';
import { PaperImages, ScoresMissing, useSubScores } from '../features/marking-monitor/PaperScoring';
import { StudentQuestionScreen } from '../features/marking-papers/StudentQuestionScreen';

// The paper-scoring piece of 异常卷 and 抽查, handed to the screen (features do not import each other).
const scoring = { PaperImages, ScoresMissing, useSubScores };

export const Route = createFileRoute('/main/netview/studentQuestionManage')({
  staticData: { title: '考生试题管理', level: 3 },
  component: () => <StudentQuestionScreen scoring={scoring} />,
});
