import { createFileRoute } from '@tanstack/react-router';
import { ExamRoomsScreen } from '../features/exam-rooms/ExamRoomsScreen';
import { examRoomSearch } from '../features/exam-rooms/search';

export const Route = createFileRoute('/main/exam/examroommge')({
  validateSearch: examRoomSearch,
  staticData: { title: '考场管理', level: 3 },
  component: ExamRoomsScreen,
});
