import { createFileRoute } from '@tanstack/react-router';
import { AnalysisHomeScreen } from '../features/analysis/AnalysisHomeScreen';

export const Route = createFileRoute('/main/analysis/')({
  staticData: { title: '成绩分析', level: 2 },
  component: AnalysisHomeScreen,
});
