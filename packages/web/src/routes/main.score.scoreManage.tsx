import { createFileRoute } from '@tanstack/react-router';
import { ScoreManageScreen } from '../features/scores/ScoreManageScreen';
import { scoreSearch } from '../features/scores/search';

export const Route = createFileRoute('/main/score/scoreManage')({
  validateSearch: scoreSearch,
  staticData: { title: '客观题计算与查看', level: 3 },
  component: ScoreManageScreen,
});
