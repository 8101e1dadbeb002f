import { createFileRoute } from '@tanstack/react-router';
import { ScanStaffScreen } from '../features/scan-staff/ScanStaffScreen';
import { scanStaffSearch } from '../features/scan-staff/search';

export const Route = createFileRoute('/main/exam/mgeexamscan')({
  validateSearch: scanStaffSearch,
  staticData: { title: '扫描人员管理', level: 3 },
  component: ScanStaffScreen,
});
