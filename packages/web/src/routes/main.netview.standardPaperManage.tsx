import { createFileRoute } from '@tanstack/react-router';
import { PaperImages, ScoresMissing, useSubScores } from '../features/marking-monitor/PaperScoring';
import { StandardPaperScreen } from '../features/marking-papers/StandardPaperScreen';

// The paper-scoring piece of 异常卷 and 抽查, handed to the screen (features do not import each other).
const scoring = { PaperImages, ScoresMissing, useSubScores };

export const Route = createFileRoute('/main/netview/standardPaperManage')({
  staticData: { title: '标准卷管理', level: 3 },
  component: () => <StandardPaperScreen scoring={scoring} />,
});
