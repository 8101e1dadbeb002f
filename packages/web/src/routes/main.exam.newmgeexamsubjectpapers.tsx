import { createFileRoute } from '@tanstack/react-router';
import { TemplateDesignerRoute } from './-templateDesigner';

export const Route = createFileRoute('/main/exam/newmgeexamsubjectpapers')({
  staticData: { title: '科目试卷模板配置', level: 3 },
  component: TemplateDesignerRoute,
});
