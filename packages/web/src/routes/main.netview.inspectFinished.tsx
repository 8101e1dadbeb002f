import { createFileRoute } from '@tanstack/react-router';
import { InspectScreen } from '../features/marking-monitor/InspectScreen';

export const Route = createFileRoute('/main/netview/inspectFinished')({
  staticData: { title: '抽查', level: 3 },
  component: InspectScreen,
});
