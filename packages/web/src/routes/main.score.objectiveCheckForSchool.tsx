import { createFileRoute } from '@tanstack/react-router';
import { ObjectiveCheckScreen } from '../features/scores/ObjectiveCheckScreen';

export const Route = createFileRoute('/main/score/objectiveCheckForSchool')({
  staticData: { title: '学校客观题核查', level: 3 },
  component: function ObjectiveCheckForSchoolRoute() {
    return <ObjectiveCheckScreen forSchool />;
  },
});
