// 客观题答案配置 (placeholder: the screen is being built).
import { Text } from '@mantine/core';
import { ExamPage } from '../../components/ExamPage';

export function ObjectiveAnswersScreen() {
  return <ExamPage title="客观题答案配置">{() => <Text c="dimmed">建设中</Text>}</ExamPage>;
}
