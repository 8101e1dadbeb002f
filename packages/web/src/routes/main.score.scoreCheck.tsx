import { createFileRoute } from '@tanstack/react-router';
import { ScoreCheckScreen } from '../features/scores/ScoreCheckScreen';

export const Route = createFileRoute('/main/score/scoreCheck')({
  staticData: { title: '成绩核查', level: 3 },
  component: function ScoreCheckRoute() {
    return <ScoreCheckScreen />;
  },
});
