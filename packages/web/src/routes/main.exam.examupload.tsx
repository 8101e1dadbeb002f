import { createFileRoute } from '@tanstack/react-router';
import { PaperUploadScreen } from '../features/paper-upload/PaperUploadScreen';

export const Route = createFileRoute('/main/exam/examupload')({
  staticData: { title: '试卷上传', level: 3 },
  component: PaperUploadScreen,
});
