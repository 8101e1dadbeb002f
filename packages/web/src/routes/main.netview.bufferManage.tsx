import { createFileRoute } from '@tanstack/react-router';
import { BufferManageScreen } from '../features/marking-monitor/BufferManageScreen';

export const Route = createFileRoute('/main/netview/bufferManage')({
  staticData: { title: '缓冲卷管理', level: 3 },
  component: BufferManageScreen,
});
