// Step 0 of the arrangement: room mode, subjects (a subject without exam times, or overlapping a chosen one, is
// disabled and its tooltip says why), order, and the earlier exams whose scores order the students (spec 3 §2.5,
// §4.5, §5). The rules are checked by the screen when 下一步 is pressed (params.ts).
import { Checkbox, Group, MultiSelect, Radio, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadFailure } from '../../../components/LoadFailure';
import { examTimesQuery, historyExamsQuery } from '../queries';
import { COMMON_TEXTS, WIZARD_TEXTS } from '../texts';
import { subjectBlocks, timeText, type Mode, type Order, type Params, type SubjectOption } from './params';

const T = WIZARD_TEXTS;
const MODES: Mode[] = ['fixed', 'rotation'];
const ORDERS: Order[] = ['score', 'student_number', 'random'];

export interface Step0Props {
  examId: number;
  subjects: readonly SubjectOption[];
  params: Params;
  onChange: (next: Params) => void;
}

export function Step0Params({ examId, subjects, params, onChange }: Step0Props) {
  const times = useQuery(examTimesQuery(examId));
  const byScore = params.order === 'score';
  const history = useQuery({ ...historyExamsQuery(examId, params.subjects), enabled: byScore && params.subjects.length > 0 });
  const blocks = subjectBlocks(subjects, times.data ?? [], params.subjects);
  const toggleSubject = (id: number, on: boolean) =>
    // The basis exams depend on the subjects: a change of subjects asks for them again.
    onChange({ ...params, subjects: on ? [...params.subjects, id] : params.subjects.filter((s) => s !== id), scoreExams: [] });

  return (
    <Stack gap="lg" maw={720}>
      <Radio.Group label={T.fields.mode} withAsterisk value={params.mode ?? ''} onChange={(v) => onChange({ ...params, mode: v as Mode })}>
        <Group mt="xs" gap="xl">
          {MODES.map((m) => (
            <Radio key={m} value={m} label={COMMON_TEXTS.modes[m]} description={T.modeHints[m]} />
          ))}
        </Group>
      </Radio.Group>

      <Checkbox.Group label={T.fields.subjects} withAsterisk value={params.subjects.map(String)}>
        {times.isError ? (
          <LoadFailure error={times.error} onRetry={() => void times.refetch()} retrying={times.isFetching} />
        ) : times.isPending ? (
          <Skeleton h={28} mt="xs" w={360} />
        ) : (
          <Group mt="xs" gap="lg">
            {subjects.map((s) => {
              const blocked = blocks.get(s.subject_id) ?? null;
              const time = timeText(times.data, s.subject_name) ?? T.noTime;
              const box = (
                <Checkbox
                  value={String(s.subject_id)}
                  label={s.subject_name}
                  description={time}
                  disabled={blocked !== null}
                  onChange={(e) => toggleSubject(s.subject_id, e.currentTarget.checked)}
                />
              );
              return blocked ? (
                <Tooltip key={s.subject_id} label={blocked} withArrow>
                  <div>{box}</div>
                </Tooltip>
              ) : (
                <div key={s.subject_id}>{box}</div>
              );
            })}
          </Group>
        )}
      </Checkbox.Group>

      <Radio.Group label={T.fields.order} withAsterisk value={params.order ?? ''} onChange={(v) => onChange({ ...params, order: v as Order })}>
        <Group mt="xs" gap="xl">
          {ORDERS.map((o) => (
            <Radio key={o} value={o} label={COMMON_TEXTS.orders[o]} />
          ))}
        </Group>
      </Radio.Group>

      {byScore && (
        <Stack gap={4}>
          <MultiSelect
            label={T.fields.scoreExams}
            description={T.fields.scoreExamsHint}
            withAsterisk
            placeholder={params.subjects.length ? undefined : T.rules.subjects}
            disabled={!params.subjects.length}
            data={(history.data ?? []).map((e) => ({ value: String(e.exam_id), label: e.exam_name }))}
            value={params.scoreExams.map(String)}
            onChange={(v) => onChange({ ...params, scoreExams: v.map(Number) })}
            nothingFoundMessage={T.fields.noHistory}
            maw={480}
          />
          {history.isError && <LoadFailure error={history.error} onRetry={() => void history.refetch()} retrying={history.isFetching} />}
          {history.isSuccess && !history.data.length && (
            <Text size="sm" c="dimmed">
              {T.fields.noHistory}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
