// One exam of the list as a card (an article named by the exam): name, state, type, create time, units and grades;
// the exam's buttons and menus by role, state and permissions (examRules, examMenus); per subject the scanned,
// recognised and marked papers against the participants with the subject's buttons. Every button that opens an exam
// page first keeps the exam (and the subject) in the app state, which the exam pages read.
import { useId } from 'react';
import { Badge, Button, Card, Divider, Group, Menu, Progress, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@exam/sdk';
import { DownloadButton } from '../../components/DownloadButton';
import { ButtonLink, MenuItemLink } from '../../components/links';
import { confirmThen } from '../../lib/confirm';
import { useChooseExam, subjectsOf } from '../../lib/examSelection';
import { showSuccess } from '../../lib/feedback';
import { mainLink, normalizeMenuPath } from '../../lib/mainLink';
import { examMenus, MORE_MENU } from './examMenus';
import {
  EXAM_PAGE,
  FALLBACK_STATE_NAMES,
  FALLBACK_TYPE_NAMES,
  codeName,
  examActions,
  nextState,
  previousState,
  subjectActions,
  type ExamViewer,
  type SubjectAction,
} from './examRules';
import { backwardExam, deleteExam, downloadNotScanned, examKeys, forwardExam, generateReport, type ExamRow, type ScanCount } from './queries';

type Codes = readonly Schemas['CodeItem'][] | undefined;

const STATE_COLORS: Record<string, string> = { '1': 'gray', '2': 'blue', '3': 'green' };

const SUBJECT_BUTTONS: Record<SubjectAction, { label: string; url: string }> = {
  template: { label: '模板配置', url: EXAM_PAGE.template },
  stem: { label: '题干配置', url: EXAM_PAGE.stem },
  answers: { label: '客观题答案', url: EXAM_PAGE.answers },
  scan: { label: '开始扫描', url: EXAM_PAGE.scan },
  upload: { label: '手动上传', url: EXAM_PAGE.upload },
  absent: { label: '缺考检查', url: EXAM_PAGE.absent },
};

export interface ExamCardProps {
  exam: ExamRow;
  viewer: ExamViewer;
  counts: readonly ScanCount[];
  stateCodes: Codes;
  typeCodes: Codes;
  onEdit: () => void;
}

export function ExamCard({ exam, viewer, counts, stateCodes, typeCodes, onEdit }: ExamCardProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const choose = useChooseExam();
  const actions = examActions(viewer, exam.exam_state);
  const menus = examMenus(viewer, exam.exam_id);
  const has = (a: (typeof actions)[number]) => actions.includes(a);
  const stateLabel = exam.exam_state_name || codeName(stateCodes, exam.exam_state, FALLBACK_STATE_NAMES);
  const stateOf = (code: string | undefined) => codeName(stateCodes, code, FALLBACK_STATE_NAMES);

  const refresh = () => queryClient.invalidateQueries({ queryKey: examKeys.all });
  const done = async (text: string) => {
    showSuccess(text || '操作成功');
    await refresh();
  };
  const remove = useMutation({ mutationFn: deleteExam, onSuccess: done });
  const forward = useMutation({ mutationFn: forwardExam, onSuccess: done });
  const backward = useMutation({ mutationFn: backwardExam, onSuccess: done });
  const report = useMutation({ mutationFn: generateReport, onSuccess: (text) => showSuccess(text || '考试报告生成成功') });

  const askForward = () =>
    confirmThen({
      message: `确定将考试“${exam.exam_name}”推进到下一状态（${stateOf(nextState(exam.exam_state))}）吗？`,
      onConfirm: () => forward.mutate(exam.exam_id),
    });
  const askBackward = () =>
    confirmThen({
      message: `确定将考试“${exam.exam_name}”退回到上一状态（${stateOf(previousState(exam.exam_state))}）吗？`,
      onConfirm: () => backward.mutate(exam.exam_id),
    });
  const askDelete = () =>
    confirmThen({ message: `确定删除考试“${exam.exam_name}”吗？此操作不可恢复。`, danger: true, onConfirm: () => remove.mutate(exam.exam_id) });

  /** A button that opens an exam page for this exam (and a subject). */
  const pageLink = (label: string, url: string, subjectId?: number, variant = 'light') => (
    <ButtonLink key={url} size="xs" variant={variant} {...mainLink(normalizeMenuPath(url))} onClick={() => choose(exam, subjectId)}>
      {label}
    </ButtonLink>
  );

  const countsOf = (subjectId: number) => counts.find((c) => c.subject_id === subjectId);
  const subjects = subjectsOf(exam);

  return (
    <Card component="article" withBorder padding="md" radius="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} miw={0}>
            <Group gap="xs" wrap="wrap">
              <Title order={5} id={titleId}>
                {exam.exam_name}
              </Title>
              <Badge color={STATE_COLORS[exam.exam_state] ?? 'gray'} variant="light" aria-label={`状态：${stateLabel}`}>
                {stateLabel}
              </Badge>
              <Badge color="grape" variant="outline" aria-label={`类型：${codeName(typeCodes, exam.exam_type, FALLBACK_TYPE_NAMES)}`}>
                {codeName(typeCodes, exam.exam_type, FALLBACK_TYPE_NAMES)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              创建时间：{exam.create_time ?? '—'}
            </Text>
            <Text size="sm" c="dimmed">
              考试单位：{(exam.unit_names ?? []).join('、') || '—'}
            </Text>
            <Text size="sm" c="dimmed">
              年级：{[...new Set(exam.grades ?? [])].join('、') || '—'}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap" justify="flex-end">
            {has('students') && pageLink('参考学生', EXAM_PAGE.students)}
            {has('permission') && pageLink('分配权限', EXAM_PAGE.permission)}
            {has('markingTeachers') && pageLink('阅卷教师', EXAM_PAGE.markingTeachers)}
            {has('questionGroups') && pageLink('题组配置', EXAM_PAGE.questionGroups)}
            {has('scanStaff') && pageLink('扫描人员', EXAM_PAGE.scanStaff)}
            {has('report') && (
              <Button size="xs" variant="light" loading={report.isPending} onClick={() => report.mutate(exam.exam_id)}>
                生成报告
              </Button>
            )}
            {has('previous') && (
              <Button size="xs" variant="light" color="orange" loading={backward.isPending} onClick={askBackward}>
                上一状态
              </Button>
            )}
            {has('next') && (
              <Button size="xs" variant="light" color="teal" loading={forward.isPending} onClick={askForward}>
                下一状态
              </Button>
            )}
            {has('edit') && (
              <Button size="xs" variant="light" onClick={onEdit}>
                编辑
              </Button>
            )}
            {has('delete') && (
              <Button size="xs" variant="light" color="red" loading={remove.isPending} onClick={askDelete}>
                删除
              </Button>
            )}
            {has('dataCheck') && pageLink('数据检查', EXAM_PAGE.dataCheck)}
          </Group>
        </Group>
        {(menus.groups.length > 0 || menus.more.length > 0) && (
          <Group gap="xs" wrap="wrap" role="group" aria-label="考试菜单">
            {[...menus.groups, ...(menus.more.length ? [{ key: 'more', label: MORE_MENU, items: menus.more }] : [])].map((group) => (
              <Menu key={group.key} shadow="md" position="bottom-start" withinPortal>
                <Menu.Target>
                  <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} />}>
                    {group.label}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown aria-label={group.label}>
                  {group.items.map((item) => (
                    <MenuItemLink key={item.key} {...mainLink(normalizeMenuPath(item.url))} onClick={() => choose(exam)}>
                      {item.label}
                    </MenuItemLink>
                  ))}
                </Menu.Dropdown>
              </Menu>
            ))}
          </Group>
        )}
        <Divider />
        <Stack gap="xs">
          {subjects.length === 0 && (
            <Text size="sm" c="dimmed">
              该考试没有科目
            </Text>
          )}
          {subjects.map((s) => {
            const c = countsOf(s.subject_id);
            const buttons = subjectActions(viewer, exam, s.subject_id);
            return (
              <Group key={s.subject_id} role="group" aria-label={s.subject_name} justify="space-between" wrap="wrap" gap="sm">
                <Group gap="md" wrap="wrap" miw={0}>
                  <Text fw={600} w={72} truncate>
                    {s.subject_name}
                  </Text>
                  <PaperCount label="已扫描" value={c?.scan ?? 0} total={c?.total ?? 0} color="blue" />
                  <PaperCount label="已识别" value={c?.recog ?? 0} total={c?.total ?? 0} color="cyan" />
                  <PaperCount label="已阅卷" value={c?.marked ?? 0} total={c?.total ?? 0} color="teal" />
                </Group>
                {buttons.length > 0 && (
                  <Group gap={6} wrap="wrap">
                    {buttons.map((b) => pageLink(SUBJECT_BUTTONS[b].label, SUBJECT_BUTTONS[b].url, s.subject_id, b === 'scan' ? 'filled' : 'light'))}
                    {buttons.includes('absent') && (
                      <DownloadButton
                        size="xs"
                        variant="subtle"
                        fetchFile={() => downloadNotScanned(exam.exam_id, s.subject_id)}
                        fallbackName={`${exam.exam_name}_${s.subject_name}_未扫描学生名单.xlsx`}
                        failureText="导出列表错误"
                      >
                        导出未扫描名单
                      </DownloadButton>
                    )}
                  </Group>
                )}
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}

/** 'label n/total' with a bar. */
function PaperCount({ label, value, total, color }: { label: string; value: number; total: number; color: string }) {
  const percent = total > 0 ? Math.min(100, Math.round((value / total) * 100)) : 0;
  return (
    <Stack gap={2} w={120}>
      <Text size="xs" c="dimmed">
        {label} {value}/{total}
      </Text>
      <Progress value={percent} color={color} size="sm" aria-label={`${label} ${value}/${total}`} />
    </Stack>
  );
}
