import { createFileRoute } from '@tanstack/react-router';
import { ParticipantsScreen } from '../features/participants/ParticipantsScreen';

export const Route = createFileRoute('/main/exam/mgeexamstudent')({
  staticData: { title: '参考学生', level: 3 },
  component: ParticipantsScreen,
});
