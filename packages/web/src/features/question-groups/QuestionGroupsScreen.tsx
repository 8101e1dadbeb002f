// 题组配置 (placeholder: the screen is being built).
import { Text } from '@mantine/core';
import { ExamPage } from '../../components/ExamPage';

export function QuestionGroupsScreen() {
  return <ExamPage title="题组配置">{() => <Text c="dimmed">建设中</Text>}</ExamPage>;
}
