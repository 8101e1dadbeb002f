import { createFileRoute } from '@tanstack/react-router';
import { TestPageScreen } from '../features/test-page/TestPageScreen';

export const Route = createFileRoute('/main/sys/TestPage')({
  staticData: { title: '测试页面', level: 2 },
  component: TestPageScreen,
});
