import { createFileRoute } from '@tanstack/react-router';
import { DataCheckScreen } from '../features/data-check/DataCheckScreen';

export const Route = createFileRoute('/main/exam/viewDataAnalyseAndCheck')({
  staticData: { title: '数据检查', level: 3 },
  component: DataCheckScreen,
});
