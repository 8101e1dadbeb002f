// 试卷讲评's sample papers (issue 33, /analysis/paperexplain): the papers chosen on 样卷管理 for the subject, under
// their question, typical errors first, each with its note, its result and its marking image. The route puts it into
// the report page (features do not import each other).
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { explainSamplesQuery, type SamplePaper } from './queries';
import { PAPERS_TEXTS } from './texts';

const T = PAPERS_TEXTS.explain;
const CATEGORIES = PAPERS_TEXTS.sample.categories;

export function ExplainSamples({ examId, subjectId }: { examId: number; subjectId: number }) {
  const samples = useQuery(explainSamplesQuery(examId, subjectId));
  if (!samples.data) return null;
  const byGroup = new Map<number, SamplePaper[]>();
  for (const s of samples.data) byGroup.set(s.question_id, [...(byGroup.get(s.question_id) ?? []), s]);
  return (
    <Stack gap="xs" component="section" aria-labelledby="explain-samples-title">
      <Title order={2} fz="h5" id="explain-samples-title">
        {T.title}
      </Title>
      {byGroup.size === 0 && (
        <Text size="sm" c="dimmed">
          {T.none}
        </Text>
      )}
      {[...byGroup.values()].map((list) => (
        <Stack key={list[0]?.question_id} gap={4}>
          <Title order={3} fz="h6">
            {list[0]?.question_name}
          </Title>
          {list.map((s) => (
            <Stack key={s.paper_id} gap={2}>
              <Text size="sm">{T.line(CATEGORIES[s.category], s.note, s.result)}</Text>
              {s.images.map((img, i) => (
                <img key={img.url} src={img.url} width={img.width} height={img.height} alt={`${T.image(s.question_name, CATEGORIES[s.category])} ${i + 1}`} style={{ maxWidth: '100%', height: 'auto', display: 'block' }} />
              ))}
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
