import { createFileRoute } from '@tanstack/react-router';
import { TagsScreen } from '../features/tags/TagsScreen';

export const Route = createFileRoute('/main/sys/tag')({
  staticData: { title: '标签管理', level: 2 },
  component: TagsScreen,
});
