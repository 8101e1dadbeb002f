import { createFileRoute } from '@tanstack/react-router';
import { MarkingDataScreen } from '../features/marking-monitor/MarkingDataScreen';

export const Route = createFileRoute('/main/netview/datamge')({
  staticData: { title: '阅卷数据管理', level: 3 },
  component: MarkingDataScreen,
});
