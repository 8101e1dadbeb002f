import { createFileRoute } from '@tanstack/react-router';
import { UnitTreeScreen } from '../features/units-tree/UnitTreeScreen';

export const Route = createFileRoute('/main/info/eduunit')({
  staticData: { title: '单位管理', level: 2 },
  component: UnitTreeScreen,
});
