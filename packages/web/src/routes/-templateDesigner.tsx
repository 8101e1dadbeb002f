// The template designer composed with the scanner view: its 扫描模板 dialog is the scanner in template mode only
// (features do not import each other, so the route joins them). The scanner's code loads when the dialog opens, not
// with the designer (most visits draw areas on an image already uploaded).
import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { TemplateDesignerScreen } from '../features/template-designer/TemplateDesignerScreen';

const ScanPanel = lazy(() => import('../features/scan-view/ScanViewScreen').then((m) => ({ default: m.ScanPanel })));

export function TemplateDesignerRoute() {
  return (
    <TemplateDesignerScreen
      scanDialog={({ examId, subjectId, onUploaded }) => (
        <Suspense fallback={<Loader aria-label="加载中" />}>
          <ScanPanel examId={examId} subjectId={subjectId} templateOnly onTemplateUploaded={onUploaded} />
        </Suspense>
      )}
    />
  );
}
