// Placeholder: 数据检查 (/main/exam/viewDataAnalyseAndCheck); replaced by the screen of issue 15.
import { PageHeader } from '../../components/PageHeader';

export function DataCheckScreen() {
  return <PageHeader title="数据检查" />;
}
