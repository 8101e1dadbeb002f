// 考试管理 (placeholder: the screen is being built).
import { Text } from '@mantine/core';

export function ExamListScreen() {
  return <Text c="dimmed">建设中</Text>;
}
