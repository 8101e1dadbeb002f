import { createFileRoute } from '@tanstack/react-router';
import { SubjectReportScreen } from '../features/analysis/ReportPages';
import { subjectSearch } from '../features/analysis/search';
import { ExplainSamples } from '../features/marking-papers/ExplainSamples';

export const Route = createFileRoute('/analysis/paperexplain')({
  validateSearch: subjectSearch,
  staticData: { title: '试卷讲评', level: 3, module: 'analysis' },
  component: function SubjectReportRoute() {
    const { exam_id, subject_id } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SubjectReportScreen
        kind="explain"
        examId={exam_id}
        subjectId={subject_id}
        onSubject={(id) => void navigate({ search: { exam_id, subject_id: id }, replace: true })}
        // The sample papers chosen on 样卷管理 (issue 33), under the questions.
        more={(ctx) => <ExplainSamples examId={ctx.examId} subjectId={ctx.subjectId} />}
      />
    );
  },
});
