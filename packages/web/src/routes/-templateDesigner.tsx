// The template designer composed with the scanner view: its 扫描模板 dialog is the scanner in template mode only
// (features do not import each other, so the route joins them).
import { ScanPanel } from '../features/scan-view/ScanViewScreen';
import { TemplateDesignerScreen } from '../features/template-designer/TemplateDesignerScreen';

export function TemplateDesignerRoute() {
  return <TemplateDesignerScreen scanDialog={({ examId, subjectId, onUploaded }) => <ScanPanel examId={examId} subjectId={subjectId} templateOnly onTemplateUploaded={onUploaded} />} />;
}
