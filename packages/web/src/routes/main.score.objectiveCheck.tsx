import { createFileRoute } from '@tanstack/react-router';
import { ObjectiveCheckScreen } from '../features/scores/ObjectiveCheckScreen';

export const Route = createFileRoute('/main/score/objectiveCheck')({
  staticData: { title: '客观题核查', level: 3 },
  component: function ObjectiveCheckRoute() {
    return <ObjectiveCheckScreen />;
  },
});
