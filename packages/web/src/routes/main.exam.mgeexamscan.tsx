import { createFileRoute } from '@tanstack/react-router';
import { ScanStaffScreen } from '../features/scan-staff/ScanStaffScreen';

export const Route = createFileRoute('/main/exam/mgeexamscan')({
  staticData: { title: '扫描管理', level: 3 },
  component: ScanStaffScreen,
});
