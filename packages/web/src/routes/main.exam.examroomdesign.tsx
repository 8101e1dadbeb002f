import { createFileRoute } from '@tanstack/react-router';
import { RoomDesignScreen } from '../features/room-design/RoomDesignScreen';
import { roomDesignSearch } from '../features/room-design/search';

export const Route = createFileRoute('/main/exam/examroomdesign')({
  validateSearch: roomDesignSearch,
  staticData: { title: '考场编排', level: 3 },
  component: RoomDesignRoute,
});

function RoomDesignRoute() {
  const { step } = Route.useSearch();
  return <RoomDesignScreen initialStep={step} />;
}
