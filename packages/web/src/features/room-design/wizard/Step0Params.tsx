// Step 0 of the arrangement: room mode, subjects (a subject without exam times, or overlapping a chosen one, is
// disabled and its tooltip says why), order, and the earlier exams whose scores order the students (spec 3 §2.5,
// §4.5, §5). The rules are checked by the screen when 下一步 is pressed (params.ts).
import { Checkbox, Group, MultiSelect, Radio, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadFailure } from '../../../components/LoadFailure';
import { examInfoQuery, examTimesQuery, historyExamsQuery } from '../queries';
import { COMMON_TEXTS, NUMBER_RULE_TEXTS, WIZARD_TEXTS } from '../texts';
import { LAYOUT_KEYS, subjectBlocks, timeText, type Mode, type Order, type Params, type SubjectOption } from './params';
import type { Pair } from './selection';

const T = WIZARD_TEXTS;
const MODES: Mode[] = ['fixed', 'rotation'];
const ORDERS: Order[] = ['score', 'student_number', 'random', 'class'];

export interface Step0Props {
  examId: number;
  subjects: readonly SubjectOption[];
  params: Params;
  onChange: (next: Params) => void;
  /** The exam's grade-unit pairs: each has its own score basis (arrangement_score_exam is keyed by pair). */
  pairs: readonly Pair[];
}

export function Step0Params({ examId, subjects, params, onChange, pairs }: Step0Props) {
  const times = useQuery(examTimesQuery(examId));
  // The exam's numbering rule (set with 考号规则), followed by this arrangement when it is set as scan data.
  const numberRule = useQuery(examInfoQuery(examId)).data?.exam_number_rule;
  const byScore = params.order === 'score';
  const blocks = subjectBlocks(subjects, times.data ?? [], params.subjects);
  const toggleSubject = (id: number, on: boolean) =>
    // The basis exams depend on the subjects: a change of subjects asks for them again.
    onChange({ ...params, subjects: on ? [...params.subjects, id] : params.subjects.filter((s) => s !== id), scoreExams: {} });

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

      <Checkbox.Group
        label={T.fields.layout}
        description={T.fields.layoutHint}
        value={LAYOUT_KEYS.filter((k) => params.layout[k])}
        onChange={(v) => onChange({ ...params, layout: { mix_classes: v.includes('mix_classes'), serpentine: v.includes('serpentine'), every_other_seat: v.includes('every_other_seat') } })}
      >
        <Group mt="xs" gap="xl">
          {LAYOUT_KEYS.map((k) => (
            <Checkbox key={k} value={k} label={T.fields.layouts[k].label} description={T.fields.layouts[k].hint} />
          ))}
        </Group>
      </Checkbox.Group>

      {numberRule && (
        <Text size="sm" c="dimmed">
          {T.fields.numberRule(NUMBER_RULE_TEXTS.rules[numberRule].label)}
        </Text>
      )}

      {byScore && (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {T.fields.scoreExams}
            <Text span c="red">
              {' *'}
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            {T.fields.scoreExamsHint}
          </Text>
          {!params.subjects.length ? (
            <Text size="sm" c="dimmed">
              {T.rules.subjects}
            </Text>
          ) : (
            pairs.map((pair) => (
              <PairBasis
                key={pair.key}
                examId={examId}
                subjects={params.subjects}
                pair={pair}
                value={params.scoreExams[pair.key] ?? []}
                onChange={(ids) => onChange({ ...params, scoreExams: { ...params.scoreExams, [pair.key]: ids } })}
              />
            ))
          )}
        </Stack>
      )}
    </Stack>
  );
}

interface PairBasisProps {
  examId: number;
  subjects: readonly number[];
  pair: Pair;
  value: readonly number[];
  onChange: (ids: number[]) => void;
}

/** One pair's score basis: the earlier exams its students sat, or a sentence saying there are none. */
function PairBasis({ examId, subjects, pair, value, onChange }: PairBasisProps) {
  const history = useQuery(historyExamsQuery(examId, subjects, pair));
  if (history.isError) return <LoadFailure error={history.error} onRetry={() => void history.refetch()} retrying={history.isFetching} />;
  if (history.isSuccess && !history.data.length) {
    return (
      <Text size="sm" fw={500} role="status" aria-label={T.fields.scoreExamsOf(pair.label)}>
        {T.fields.noHistoryFor(pair.label)}
      </Text>
    );
  }
  return (
    <MultiSelect
      label={T.fields.scoreExamsOf(pair.label)}
      data={(history.data ?? []).map((e) => ({ value: String(e.exam_id), label: e.exam_name }))}
      value={value.map(String)}
      onChange={(v) => onChange(v.map(Number))}
      nothingFoundMessage={T.fields.noHistory}
      maw={480}
    />
  );
}
