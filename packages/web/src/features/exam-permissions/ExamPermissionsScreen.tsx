// 分配权限 (placeholder: the screen is being built).
import { Text } from '@mantine/core';
import { ExamPage } from '../../components/ExamPage';

export function ExamPermissionsScreen() {
  return <ExamPage title="分配权限">{() => <Text c="dimmed">建设中</Text>}</ExamPage>;
}
