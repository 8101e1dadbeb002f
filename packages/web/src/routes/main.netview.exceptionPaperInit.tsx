import { createFileRoute } from '@tanstack/react-router';
import { ExceptionReasonsScreen } from '../features/marking-monitor/ExceptionReasonsScreen';

export const Route = createFileRoute('/main/netview/exceptionPaperInit')({
  staticData: { title: '异常类型', level: 3 },
  component: ExceptionReasonsScreen,
});
