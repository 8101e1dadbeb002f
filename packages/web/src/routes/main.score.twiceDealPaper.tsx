import { createFileRoute } from '@tanstack/react-router';
import { TwiceDealScreen } from '../features/scores/TwiceDealScreen';

export const Route = createFileRoute('/main/score/twiceDealPaper')({
  staticData: { title: '二次处理试卷', level: 3 },
  component: function TwiceDealRoute() {
    return <TwiceDealScreen />;
  },
});
