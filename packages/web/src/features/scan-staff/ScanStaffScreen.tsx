// 扫描管理 (placeholder: the screen is being built).
import { Text } from '@mantine/core';
import { ExamPage } from '../../components/ExamPage';

export function ScanStaffScreen() {
  return <ExamPage title="扫描管理">{() => <Text c="dimmed">建设中</Text>}</ExamPage>;
}
