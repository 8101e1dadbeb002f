// 阅卷教师管理 (placeholder: the screen is being built).
import { Text } from '@mantine/core';
import { ExamPage } from '../../components/ExamPage';

export function MarkingTeachersScreen() {
  return <ExamPage title="阅卷教师管理">{() => <Text c="dimmed">建设中</Text>}</ExamPage>;
}
