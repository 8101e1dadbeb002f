// 题干配置, exam/question-info-paper (spec 2 §2: the stem configuration page, reached from the exam card's 题干配置
// per subject): per question group of the subject the administrator marks the stem region(s) on the template pages or
// uploads a stem image, so markers can see the question while marking. Left the subject's groups (name, type,
// 已设置/未设置); right the template pages with the selected group's regions: 框选题干 draws one (clipped to the page
// it starts on), a region can be selected, moved, resized and deleted (the designer's canvas), 保存 saves the group's
// regions; 上传题干图片 (png, jpeg or gif)
// with a preview and delete. A failed save keeps the drawing (the server's text is shown); switching group or leaving
// with unsaved regions asks first.
import { useMemo, useState } from 'react';
import { Badge, Box, Button, FileButton, Grid, Group, Image, NavLink, Paper, ScrollArea, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconDeviceFloppy, IconMarquee2, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@exam/sdk';
import { SubjectPage } from '../../../components/ExamPage';
import { LoadFailure } from '../../../components/LoadFailure';
import { confirmThen } from '../../../lib/confirm';
import { showError, showSuccess } from '../../../lib/feedback';
import { confirmLeavingEdits, useUnsavedEdits } from '../../../lib/unsavedEdits';
import { STEM_TEXTS as T } from '../designerTexts';
import { TemplateCanvas } from '../canvas/TemplateCanvas';
import { TEMPLATE_IMAGE_TYPES } from '../canvas/images';
import { onPage } from '../model/geometry';
import type { PageArea } from '../model/types';
import { templatePagesQuery, templatePapersQuery } from '../queries';
import { deleteQuestionStem, questionStemsQuery, saveQuestionStem, stemKeys, uploadQuestionStem, type QuestionStem } from './queries';
import { hasStem, isStemImageType, sameAreas, stemIndexOf, stemShapeId, stemShapes, toPageArea } from './stemAreas';

export function QuestionStemsScreen() {
  return (
    <SubjectPage title={T.title}>
      {({ examId, subjectId }) => <QuestionStems examId={examId} subjectId={subjectId} />}
    </SubjectPage>
  );
}

function QuestionStems({ examId, subjectId }: { examId: number; subjectId: number }) {
  const stems = useQuery(questionStemsQuery(examId, subjectId));
  const papers = useQuery(templatePapersQuery(examId, subjectId));
  if (stems.isPending || papers.isPending) {
    return (
      <Grid aria-busy>
        <Grid.Col span={3}>
          <Skeleton h={240} />
        </Grid.Col>
        <Grid.Col span={9}>
          <Skeleton h={480} />
        </Grid.Col>
      </Grid>
    );
  }
  if (stems.isError || papers.isError) {
    const retry = () => void Promise.all([stems.isError && stems.refetch(), papers.isError && papers.refetch()]);
    return <LoadFailure title={T.loadFailed} error={stems.error ?? papers.error} onRetry={retry} retrying={stems.isFetching || papers.isFetching} />;
  }
  if (stems.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {T.noGroups}
      </Text>
    );
  }
  return <StemEditor examId={examId} subjectId={subjectId} stems={stems.data} papers={papers.data} />;
}

interface EditorProps {
  examId: number;
  subjectId: number;
  stems: QuestionStem[];
  papers: Schemas['SubjectPaper'][];
}

function StemEditor({ examId, subjectId, stems, papers }: EditorProps) {
  const queryClient = useQueryClient();
  const [groupId, setGroupId] = useState(stems[0]?.question_id);
  const current = stems.find((s) => s.question_id === groupId) ?? stems[0];
  const questionId = current?.question_id ?? 0;
  const saved = useMemo(() => (current?.stem_area ?? []).map(toPageArea), [current]);
  // The regions being edited for a group; none while the group shows what is saved.
  const [draft, setDraft] = useState<{ questionId: number; areas: PageArea[] } | undefined>();
  const areas = draft?.questionId === questionId ? draft.areas : saved;
  const dirty = !sameAreas(areas, saved);
  useUnsavedEdits(dirty, () => setDraft(undefined));
  const [selected, setSelected] = useState<number | undefined>();
  const [drawing, setDrawing] = useState(false);

  const reload = () => queryClient.invalidateQueries({ queryKey: stemKeys.subject(examId, subjectId) });
  const ids = { examid: examId, subjectid: subjectId, quesid: questionId };
  const save = useMutation({
    mutationFn: (list: PageArea[]) => saveQuestionStem({ ...ids, areas: list }),
    // The saved regions come back with the reload; until then the drawing stays. A failure keeps it too (the
    // server's text is shown by the portal's one error handler).
    onSuccess: async () => {
      showSuccess(T.saved);
      await reload();
      setDraft(undefined);
    },
  });
  const upload = useMutation({
    mutationFn: (imgfile: File) => uploadQuestionStem({ ...ids, imgfile }),
    onSuccess: async () => {
      showSuccess(T.uploaded);
      await reload();
    },
  });
  const removeImage = useMutation({
    mutationFn: () => deleteQuestionStem({ ...ids, target: 'image' }),
    onSuccess: async () => {
      showSuccess(T.imageDeleted);
      await reload();
    },
  });

  const edit = (next: PageArea[]) => setDraft({ questionId, areas: next });
  const chooseGroup = (id: number) => {
    if (id === questionId) return;
    void confirmLeavingEdits().then((leave) => {
      if (!leave) return;
      setDraft(undefined);
      setGroupId(id);
      setSelected(undefined);
      setDrawing(false);
    });
  };
  const pickImage = (file: File | null) => {
    if (!file) return;
    if (!isStemImageType(file)) showError(T.badImageType);
    else upload.mutate(file);
  };
  const askRemoveImage = () => confirmThen({ message: T.confirmDeleteImage(current?.question_name ?? ''), danger: true, onConfirm: () => removeImage.mutate() });

  if (!current) return null;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Paper withBorder p="xs">
          <Title order={5} mb="xs">
            {T.groups}
          </Title>
          <Stack gap={2} component="nav" aria-label={T.groups}>
            {stems.map((s) => (
              <NavLink
                key={s.question_id}
                component="button"
                active={s.question_id === questionId}
                aria-current={s.question_id === questionId ? 'true' : undefined}
                label={s.question_name}
                description={s.question_type === 1 ? T.objective : T.subjective}
                rightSection={
                  <Badge size="sm" variant="light" color={hasStem(s) ? 'green' : 'gray'}>
                    {hasStem(s) ? T.set : T.unset}
                  </Badge>
                }
                onClick={() => chooseGroup(s.question_id)}
              />
            ))}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="sm" component="section" aria-label={T.stemOf(current.question_name)}>
          <Paper withBorder p="xs">
            <Group justify="space-between" gap="sm">
              <Group gap="xs">
                <Title order={5}>{T.stemOf(current.question_name)}</Title>
                {dirty && (
                  <Badge color="orange" variant="light">
                    {T.unsaved}
                  </Badge>
                )}
              </Group>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant={drawing ? 'filled' : 'light'}
                  aria-pressed={drawing}
                  leftSection={<IconMarquee2 size={14} />}
                  disabled={papers.length === 0}
                  onClick={() => {
                    setDrawing(!drawing);
                    setSelected(undefined);
                  }}
                >
                  {T.draw}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  disabled={selected === undefined || selected >= areas.length}
                  onClick={() => {
                    edit(areas.filter((_, i) => i !== selected));
                    setSelected(undefined);
                  }}
                >
                  {T.deleteArea}
                </Button>
                <FileButton onChange={pickImage} accept={TEMPLATE_IMAGE_TYPES.join(',')}>
                  {(props) => (
                    <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />} loading={upload.isPending}>
                      {T.upload}
                    </Button>
                  )}
                </FileButton>
                <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} loading={save.isPending} disabled={!dirty} onClick={() => save.mutate(areas)}>
                  {T.save}
                </Button>
              </Group>
            </Group>
            {drawing && (
              <Text size="sm" c="blue" mt={6}>
                {T.drawing}
              </Text>
            )}
          </Paper>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <PagesView
              papers={papers}
              areas={areas}
              selected={selected}
              drawing={drawing}
              onDrawn={(area) => {
                edit([...areas, area]);
                setSelected(areas.length);
                setDrawing(false);
              }}
              onSelect={setSelected}
              onMoved={(index, area) => edit(areas.map((a, i) => (i === index ? area : a)))}
              onLeaveMode={() => {
                setDrawing(false);
                setSelected(undefined);
              }}
            />
            <Stack gap="sm" w={260} style={{ flexShrink: 0 }}>
              <AreaList areas={areas} selected={selected} onSelect={setSelected} />
              <StemImage stem={current} onRemove={askRemoveImage} removing={removeImage.isPending} />
            </Stack>
          </Group>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

interface PagesViewProps {
  papers: Schemas['SubjectPaper'][];
  areas: PageArea[];
  selected: number | undefined;
  drawing: boolean;
  onDrawn: (area: PageArea) => void;
  onSelect: (index: number | undefined) => void;
  /** A region moved or resized on the canvas (kept on its page). */
  onMoved: (index: number, area: PageArea) => void;
  onLeaveMode: () => void;
}

/** The template pages on the designer's canvas with the group's regions (zoom 0.2–2, fitted to the width first). */
function PagesView({ papers, areas, selected, drawing, onDrawn, onSelect, onMoved, onLeaveMode }: PagesViewProps) {
  const pages = useQuery({ ...templatePagesQuery(papers), enabled: papers.length > 0 });
  const shapes = useMemo(() => stemShapes(areas), [areas]);
  if (papers.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" style={{ flex: 1 }}>
        {T.noPapers}
      </Text>
    );
  }
  if (pages.isPending) return <Skeleton h={480} style={{ flex: 1 }} />;
  if (pages.isError) {
    return (
      <Box style={{ flex: 1 }}>
        <LoadFailure title={T.pagesFailed} error={pages.error} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
      </Box>
    );
  }
  const placed = pages.data;
  return (
    <Box style={{ flex: 1, minWidth: 0 }}>
      <TemplateCanvas
        pages={placed}
        shapes={shapes}
        selected={selected === undefined ? undefined : stemShapeId(selected)}
        tool={drawing ? 'draw' : 'select'}
        label={T.canvas}
        height="70vh"
        onDrawn={onDrawn}
        onSelect={(id) => onSelect(stemIndexOf(id))}
        onChange={(id, area) => {
          const index = stemIndexOf(id);
          if (index === undefined || !onPage(placed, area)) return false;
          onMoved(index, area);
          return true;
        }}
        onCancel={onLeaveMode}
      />
    </Box>
  );
}

/** The group's regions as text (page, position, size); a click selects one, as on the canvas. */
function AreaList({ areas, selected, onSelect }: { areas: PageArea[]; selected: number | undefined; onSelect: (index: number) => void }) {
  return (
    <Paper withBorder p="xs">
      <Text fw={600} size="sm" mb={4}>
        {T.areas}
      </Text>
      {areas.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.noAreas}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={200}>
          <Stack gap={2} role="list" aria-label={T.areas}>
            {areas.map((a, i) => (
              <UnstyledButton
                key={`${a.p}:${a.x}:${a.y}:${a.w}:${a.h}:${i}`}
                role="listitem"
                aria-label={T.area(i)}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => onSelect(i)}
                px={6}
                py={2}
                style={{ borderRadius: 4, background: i === selected ? 'var(--mantine-color-orange-1)' : undefined }}
              >
                <Text size="xs">{T.areaText(i, a.p, a.x, a.y, a.w, a.h)}</Text>
              </UnstyledButton>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}

/** The group's uploaded stem image: a preview and its delete, or that there is none. */
function StemImage({ stem, onRemove, removing }: { stem: QuestionStem; onRemove: () => void; removing: boolean }) {
  return (
    <Paper withBorder p="xs">
      <Group justify="space-between" mb={4}>
        <Text fw={600} size="sm">
          {T.image}
        </Text>
        {stem.stem_image && (
          <Button size="compact-xs" variant="subtle" color="red" loading={removing} onClick={onRemove}>
            {T.deleteImage}
          </Button>
        )}
      </Group>
      {stem.stem_image ? (
        <Image src={stem.stem_image} alt={T.image} fit="contain" mah={240} />
      ) : (
        <Text size="sm" c="dimmed">
          {T.noImage}
        </Text>
      )}
    </Paper>
  );
}
