import { createFileRoute } from '@tanstack/react-router';
import { ParticipantsScreen } from '../features/participants/ParticipantsScreen';
import { participantSearch } from '../features/participants/search';

export const Route = createFileRoute('/main/exam/mgeexamstudent')({
  validateSearch: participantSearch,
  staticData: { title: '参考学生', level: 3 },
  component: ParticipantsScreen,
});
