import { createFileRoute } from '@tanstack/react-router';
import { PaperUploadScreen } from '../features/paper-upload/PaperUploadScreen';
import { uploadSearch } from '../features/paper-upload/search';

export const Route = createFileRoute('/main/exam/examupload')({
  validateSearch: uploadSearch,
  staticData: { title: '试卷上传', level: 3 },
  component: PaperUploadScreen,
});
