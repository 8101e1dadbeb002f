// 试卷上传 (placeholder: the screen is being built).
import { Text } from '@mantine/core';
import { ExamPage } from '../../components/ExamPage';

export function PaperUploadScreen() {
  return <ExamPage title="试卷上传">{() => <Text c="dimmed">建设中</Text>}</ExamPage>;
}
