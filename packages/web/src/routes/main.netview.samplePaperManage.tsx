import { createFileRoute } from '@tanstack/react-router';
import { PaperImages, ScoresMissing, useSubScores } from '../features/marking-monitor/PaperScoring';
import { SamplePaperScreen } from '../features/marking-papers/SamplePaperScreen';

// The paper-scoring piece of 异常卷 and 抽查, handed to the screen (features do not import each other).
const scoring = { PaperImages, ScoresMissing, useSubScores };

export const Route = createFileRoute('/main/netview/samplePaperManage')({
  staticData: { title: '样卷管理', level: 3 },
  component: () => <SamplePaperScreen scoring={scoring} />,
});
