import { createFileRoute } from '@tanstack/react-router';
import { TemplateDesignerRoute } from './-templateDesigner';

/** The legacy path of the template designer (spec 2 §2): the same screen. */
export const Route = createFileRoute('/main/exam/mgeexamsubjectpapers')({
  staticData: { title: '科目试卷模板配置', level: 3 },
  component: TemplateDesignerRoute,
});
