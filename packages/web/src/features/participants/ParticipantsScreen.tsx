// 参考学生 (placeholder: the screen is being built).
import { Text } from '@mantine/core';
import { ExamPage } from '../../components/ExamPage';

export function ParticipantsScreen() {
  return <ExamPage title="参考学生">{() => <Text c="dimmed">建设中</Text>}</ExamPage>;
}
