// 科目试卷模板配置, exam/newmgeexamsubjectpapers (and the legacy exam/mgeexamsubjectpapers), spec 2 §2.1, §4, §5,
// §7, §8, §9: per exam subject the template images stitched on a konva canvas at the left, and three tabs at the
// right — 试卷图片, 试卷配置, 题组配置 — with the group and sub-question drawers (one at a time) and the batch-add
// dialog. Every edit goes through the designer store (model/): one undoable step each (Ctrl+Z / Ctrl+Shift+Z),
// arrow keys nudge the selected areas, Delete removes them, Ctrl+C / Ctrl+V / Ctrl+D copy, paste and duplicate them,
// right click or Esc leaves the mode; several areas are selected with Shift or the marquee. Saves go per part as
// the spec's calls do; a failed save keeps the drawing; unsaved edits survive reloads of other parts and leaving
// asks first.
import { lazy, Suspense, useMemo, useState, useSyncExternalStore, useEffect, useEffectEvent, type ReactNode } from 'react';
import { ActionIcon, Badge, Box, Button, Group, Paper, Skeleton, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconPointFilled } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@exam/sdk';
import { DraftRestoreDialog } from '../../components/DraftRestoreDialog';
import { SubjectPage } from '../../components/ExamPage';
import { LoadFailure } from '../../components/LoadFailure';
import { confirmThen } from '../../lib/confirm';
import { localFailureText, showFailure } from '../../lib/errors';
import { showAlert, showError, showSuccess } from '../../lib/feedback';
import { useUnsavedEdits } from '../../lib/unsavedEdits';
import { AreaGeometry } from './AreaGeometry';
import { AreaList } from './AreaList';
import { BatchAddDialog } from './batch/BatchAddDialog';
import { TemplateCanvas } from './canvas/TemplateCanvas';
import { loadPages } from './canvas/images';
import { BATCH_TEXTS, DESIGNER_TEXTS as T } from './designerTexts';
import { GroupDrawer } from './forms/GroupDrawer';
import { groupFromServer, newGroup, subScoreSum, toSaveGroupRequest } from './forms/groupForm';
import { PaperConfigPanel } from './forms/PaperConfigPanel';
import { paperFromProp, toSavePropRequest } from './forms/paperConfig';
import { SubQuestionDrawer } from './forms/SubQuestionDrawer';
import { newSub, toSaveSubRequest } from './forms/subQuestionForm';
import { GroupTree } from './GroupTree';
import { ImagesTab, type ScanDialogSlot } from './ImagesTab';
import { groupAreaProblems, subAreaProblems, type DrawTarget } from './model/actions';
import { DesignerStore, anyDirty, draftKey, groupFieldsDirty, subDirty, type DesignerState, type Tab } from './model/designerStore';
import type { RemoteMove } from './model/history';
import { boundsOf, picked, pointsLostByMany, type Alignment } from './model/selection';
import { findGroup, findSub, listShapes, shapeId } from './model/shapes';
import { SelectionTools } from './SelectionTools';
import { noProgress, saveAll, saveAllProblems } from './saveAll';
import { useDesignerDraft } from './useDesignerDraft';
import type { DesignerDoc, GroupDraft, PageArea, PaperDraft, PropAreaKind, SubDraft } from './model/types';
import {
  deleteGroup,
  deleteSub,
  moveOnServer,
  saveGroup,
  saveSub,
  saveSubjectProp,
  subjectPropQuery,
  templateGroupsQuery,
  templatePagesQuery,
  templatePapersQuery,
} from './queries';

/** 模板文件 (export and import as JSON): its own chunk, loaded with the toolbar, not with the first draw. */
const TemplateTransfer = lazy(() => import('./TemplateTransfer'));

export interface TemplateDesignerScreenProps {
  /** The scanner view in template mode, for the image tab's 扫描模板 dialog (composed by the route). */
  scanDialog?: (slot: ScanDialogSlot) => ReactNode;
}

export function TemplateDesignerScreen({ scanDialog }: TemplateDesignerScreenProps) {
  return (
    <SubjectPage title={T.title}>
      {({ examId, subjectId }) => <DesignerLoader examId={examId} subjectId={subjectId} scanDialog={scanDialog} />}
    </SubjectPage>
  );
}

/** The window's height less the shell's header, the breadcrumb and the page title above the workspace. */
const WORKSPACE_HEIGHT = 'calc(100vh - 218px)';
const WORKSPACE_MIN_HEIGHT = 462;
/** 440 px where there is room; never so wide that the canvas gets less than 600 px (32 px page padding, 16 px gap). */
const SIDE_PANEL_WIDTH = 'clamp(252px, calc(100vw - 648px), 440px)';
/** A tab's content scrolls inside the side panel. */
const PANEL_STYLE = { flex: 1, minHeight: 0, overflowY: 'auto', paddingRight: 4 } as const;
/** The group tree scrolls its own rows (it renders only those in view). */
const TREE_PANEL_STYLE = { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', paddingRight: 4 } as const;

interface Ids {
  examId: number;
  subjectId: number;
}

function DesignerLoader({ examId, subjectId, scanDialog }: Ids & TemplateDesignerScreenProps) {
  const papers = useQuery(templatePapersQuery(examId, subjectId));
  const prop = useQuery(subjectPropQuery(examId, subjectId));
  const groups = useQuery(templateGroupsQuery(examId, subjectId));
  const pages = useQuery({
    ...templatePagesQuery(papers.data ?? []),
    enabled: papers.isSuccess,
    // New images (upload, reorder, delete) must not unmount the designer while they load: it would lose unsaved
    // edits and come back with the groups as cached before the server cleared them. The designer takes the new
    // pages itself (imagesChanged).
    placeholderData: keepPreviousData,
  });
  const failed = [papers, prop, groups, pages].find((q) => q.isError);
  if (failed) return <LoadFailure title={T.loadFailed} error={failed.error} onRetry={() => void Promise.all([papers.refetch(), prop.refetch(), groups.refetch(), pages.refetch()])} />;
  if (!pages.data || !prop.isSuccess || !groups.data) {
    return (
      <Group align="stretch" aria-busy>
        <Skeleton h={520} style={{ flex: 1 }} />
        <Skeleton h={520} w={440} />
      </Group>
    );
  }
  const doc: DesignerDoc = { pages: pages.data, paper: paperFromProp(prop.data), groups: groups.data.map(groupFromServer) };
  const tab: Tab = doc.pages.length > 0 && doc.groups.length > 0 ? 'groups' : 'images';
  return <Designer examId={examId} subjectId={subjectId} initial={doc} tab={tab} papers={papers.data ?? []} scanDialog={scanDialog} />;
}

function Designer({ examId, subjectId, initial, tab, papers, scanDialog }: Ids & TemplateDesignerScreenProps & { initial: DesignerDoc; tab: Tab; papers: Schemas['SubjectPaper'][] }) {
  const queryClient = useQueryClient();
  const [store] = useState(() => new DesignerStore(initial, tab));
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const { doc, mode, selected, selection, drawer } = state;
  const [saving, setSaving] = useState<string>();
  const [batchGroup, setBatchGroup] = useState<GroupDraft>();
  const shapes = useMemo(() => listShapes(doc, T.shortKinds), [doc]);
  const dirty = anyDirty(state);
  // The unsaved drawing is kept as a draft (登录失效, a reload, a closed tab) and offered back on the next visit.
  const draft = useDesignerDraft(examId, subjectId, doc, dirty, () => ({ doc: store.getSnapshot().doc, dirty: anyDirty(store.getSnapshot()) }));
  useUnsavedEdits(dirty, draft.discard);

  // Reloads (after a save, a delete, a failed move, an image change).
  const reloadGroups = async (saved?: { key: string; name: string; group?: string }) => {
    try {
      const groups = await queryClient.fetchQuery({ ...templateGroupsQuery(examId, subjectId), staleTime: 0 });
      store.groupsLoaded(groups.map(groupFromServer), saved);
    } catch (e) {
      showFailure(e);
    }
  };
  const reloadPaper = async () => {
    try {
      store.paperLoaded(paperFromProp(await queryClient.fetchQuery({ ...subjectPropQuery(examId, subjectId), staleTime: 0 })));
    } catch (e) {
      showFailure(e);
    }
  };
  const imagesChanged = async (cleared: boolean) => {
    try {
      const fresh = await queryClient.fetchQuery({ ...templatePapersQuery(examId, subjectId), staleTime: 0 });
      store.pagesLoaded(await loadPages(fresh));
      if (cleared) {
        const groups = await queryClient.fetchQuery({ ...templateGroupsQuery(examId, subjectId), staleTime: 0 });
        store.groupsReplaced(groups.map(groupFromServer));
      }
    } catch (e) {
      showFailure(e);
    }
  };

  /** 添加小题: a new sub-question numbered after every other of the subject, its drawer open and waiting for its area. */
  const addSubTo = (group: string) => {
    const g = findGroup(doc, group);
    const num = Math.max(0, ...doc.groups.flatMap((x) => x.subs.map((s) => s.num))) + 1;
    if (g) store.addSub(group, newSub(draftKey(), num, g.type));
  };

  const report = (error: string | undefined) => {
    if (error) showError(error);
  };
  const remote = (move: RemoteMove | undefined) => {
    if (!move) return;
    moveOnServer(examId, move).catch((e: unknown) => {
      if (localFailureText(e) !== undefined) showError(T.moveFailed);
      void reloadGroups();
    });
  };

  // Canvas.
  const onChange = (id: string, area: PageArea): boolean => {
    // A change the rules refuse is refused at once, not after asking to delete the scoring points.
    const problem = store.changeProblem(id, area);
    if (problem) {
      showError(problem);
      return false;
    }
    const lost = store.pointsLost(id, area);
    if (lost > 0) {
      confirmThen({ title: T.pointsDroppedTitle, message: T.pointsDropped(lost), onConfirm: () => report(store.changeArea(id, area)) });
      return false;
    }
    const error = store.changeArea(id, area);
    report(error);
    return !error;
  };

  /** Several areas moved or aligned together: refused at once by a rule, asked first when scoring points go. */
  const changeMany = (changes: ReturnType<typeof store.moveChanges>, apply: () => string | undefined): boolean => {
    const lost = pointsLostByMany(store.getSnapshot().doc, changes);
    if (lost > 0) {
      confirmThen({ title: T.pointsDroppedTitle, message: T.pointsDropped(lost), onConfirm: () => report(apply()) });
      return false;
    }
    const error = apply();
    report(error);
    return !error;
  };
  const moveMany = (dx: number, dy: number) => changeMany(store.moveChanges(dx, dy), () => store.moveSelection(dx, dy));
  const align = (how: Alignment) => changeMany(store.alignChanges(how), () => store.align(how));

  // Keyboard: undo/redo, nudge, delete, copy/paste, leave the mode — not while typing in a field or a dialog is open.
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    // A key a part of the screen took already (the tree's arrow keys).
    if (e.defaultPrevented) return;
    const el = e.target as HTMLElement | null;
    if (el?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"][aria-modal="true"]')) return;
    const key = e.key.toLowerCase();
    if ((e.ctrlKey || e.metaKey) && (key === 'z' || key === 'y')) {
      e.preventDefault();
      remote(key === 'y' || e.shiftKey ? store.redo() : store.undo());
      return;
    }
    if ((e.ctrlKey || e.metaKey) && (key === 'c' || key === 'v' || key === 'd')) {
      if (key === 'c' && store.getSnapshot().selection.length === 0) return;
      e.preventDefault();
      if (key === 'c') showSuccess(T.copied(store.copy()));
      else report(key === 'v' ? store.paste() : store.duplicate());
      return;
    }
    if (e.key === 'Delete' || e.key === 'Backspace') {
      if (store.getSnapshot().selected) {
        e.preventDefault();
        report(store.removeSelected());
      }
      return;
    }
    if (e.key === 'Escape') {
      store.cancel();
      return;
    }
    const step = e.shiftKey ? 10 : 1;
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
    if (delta && store.getSnapshot().selected) {
      e.preventDefault();
      report(store.nudge(delta[0] as number, delta[1] as number));
    }
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  // Saves.
  const run = async (what: string, call: () => Promise<unknown>, after: () => Promise<void> | void) => {
    setSaving(what);
    try {
      await call();
      await after();
    } catch (e) {
      showFailure(e);
    } finally {
      setSaving(undefined);
    }
  };
  const savePaper = () => {
    const { paper } = store.getSnapshot().doc;
    if (paper.settings.codeareatype === 2 && paper.areas.orm.length === 0 && paper.areas.code.length === 0) return showAlert(T.saveProblems, T.ormNeedsArea);
    void run('paper', () => saveSubjectProp(toSavePropRequest(examId, subjectId, store.getSnapshot().doc.paper)), async () => {
      showSuccess(T.paperSaved);
      store.paperSaved();
      await reloadPaper();
    });
  };
  const saveGroupDraft = (g: GroupDraft) => {
    const problems = groupAreaProblems(store.getSnapshot().doc, g);
    if (problems.length) return showAlert(T.saveProblems, problems.join('\n'));
    void run(`group:${g.key}`, () => saveGroup(toSaveGroupRequest(examId, subjectId, g)), async () => {
      showSuccess(T.saved);
      await reloadGroups({ key: g.key, name: g.name.trim() });
      await reloadPaper();
    });
  };
  const saveSubDraft = (g: GroupDraft, s: SubDraft) => {
    if (g.questionId === undefined) return showError(T.saveGroupFirst);
    const problems = subAreaProblems(g, s);
    if (problems.length) return showAlert(T.saveProblems, problems.join('\n'));
    void run(`sub:${s.key}`, () => saveSub(toSaveSubRequest(examId, subjectId, g, s)), async () => {
      showSuccess(T.saved);
      await reloadGroups({ key: s.key, name: s.name.trim(), group: g.key });
      await reloadPaper();
    });
  };
  /** 全部保存: every unsaved part (an imported template, say) in one go, after checking them all. */
  const saveEverything = () => {
    const snapshot = store.getSnapshot();
    const problems = saveAllProblems(snapshot);
    if (problems.length) return showAlert(T.saveProblems, problems.join('\n'));
    const calls = {
      saveProp: saveSubjectProp,
      saveGroup,
      saveSub,
      deleteGroup: (id: number) => deleteGroup(examId, id),
      loadGroups: () => queryClient.fetchQuery({ ...templateGroupsQuery(examId, subjectId), staleTime: 0 }),
    };
    const progress = noProgress();
    let done = false;
    void run('all', () => saveAll(examId, subjectId, snapshot, calls, progress), async () => {
      done = true;
      showSuccess(T.saveAllDone);
      store.paperSaved();
      const groups = await queryClient.fetchQuery({ ...templateGroupsQuery(examId, subjectId), staleTime: 0 });
      store.groupsReplaced(groups.map(groupFromServer));
      await reloadPaper();
    }).finally(() => {
      if (done) return;
      // Stopped half way: what the server holds now is not saved again.
      if (Object.keys(progress.groups).length > 0 || progress.subs.size > 0) store.partlySaved(progress);
      if (progress.paper) store.paperSaved();
      void reloadGroups();
    });
  };
  const importFile = ({ paper, groups }: { paper: PaperDraft; groups: GroupDraft[] }) => store.importTemplate(paper, groups);

  const removeGroup = (g: GroupDraft) =>
    confirmThen({
      title: T.deleteGroup,
      message: T.deleteGroupConfirm(g.name),
      danger: true,
      onConfirm: () => {
        if (g.questionId === undefined) return store.removed(g.key);
        void run(`delete:${g.key}`, () => deleteGroup(examId, g.questionId as number), async () => {
          showSuccess(T.groupDeleted);
          store.removed(g.key);
          await reloadGroups();
        });
      },
    });
  const removeSub = (g: GroupDraft, s: SubDraft) =>
    confirmThen({
      title: T.deleteSub,
      message: T.deleteSubConfirm(s.name),
      danger: true,
      onConfirm: () => {
        if (s.subId === undefined) return store.removed(g.key, s.key);
        void run(`delete:${s.key}`, () => deleteSub(examId, s.subId as number), async () => {
          showSuccess(T.subDeleted);
          store.removed(g.key, s.key);
          await reloadGroups();
        });
      },
    });

  // Area lists.
  const drawingOn = (target: DrawTarget) => mode.name === 'draw' && JSON.stringify(mode.target) === JSON.stringify(target);
  const areaList = (label: string, target: DrawTarget, areas: readonly PageArea[], idOf: (index: number) => string, onOption?: (i: number, o: string) => void) => (
    <AreaList
      label={label}
      titled={target.kind === 'choose'}
      areas={areas}
      ids={areas.map((_, i) => idOf(i))}
      drawing={drawingOn(target)}
      selection={selection}
      onDraw={() => store.startDraw(target)}
      onSelect={(id) => store.select(id)}
      onRemove={(id) => report(store.removeArea(id))}
      onOption={onOption}
    />
  );
  const propSection = (kind: PropAreaKind) =>
    areaList(T.kinds[kind], { kind }, doc.paper.areas[kind], (index) => shapeId({ kind, index }), kind === 'multiChoice' ? (i, o) => store.setOption(i, o) : undefined);

  const openGroup = drawer?.kind === 'group' ? findGroup(doc, drawer.group) : undefined;
  const subGroup = drawer?.kind === 'sub' ? findGroup(doc, drawer.group) : undefined;
  const openSub = drawer?.kind === 'sub' ? findSub(doc, drawer.group, drawer.sub) : undefined;
  const unsaved = useMemo(() => unsavedKeys(state), [state]);
  const many = selection.length > 1;
  const manyBox = useMemo(() => (many ? boundsOf(picked(doc, selection).map((x) => x.area)) : undefined), [many, doc, selection]);
  // The selected area (not a scoring point) takes its numbers in the toolbar.
  const selectedArea = selected === undefined ? undefined : shapes.find((s) => s.id === selected && s.ref.kind !== 'point');
  const savedGroups = doc.groups.flatMap((g) => (g.questionId === undefined ? [] : [{ questionId: g.questionId, name: g.name }]));

  return (
    // The workspace fills the window below the page header and never scrolls the page: the canvas keeps its place
    // while the side panel scrolls inside itself (its 保存 stays reachable, and the page's back-to-top never covers it).
    // The side panel narrows on small windows so the canvas keeps at least 600 px (900 px wide: 252 px of panel).
    <Group align="stretch" gap="md" wrap="nowrap" h={WORKSPACE_HEIGHT} mih={WORKSPACE_MIN_HEIGHT}>
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        {/* One line of fixed height whatever is selected: the canvas below never moves during a gesture. */}
        <Group justify="space-between" gap="xs" wrap="nowrap" mih={30}>
          <Group gap={4} wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            <Tooltip label={T.undo}>
              <ActionIcon variant="default" aria-label="撤销" disabled={state.history.past.length === 0} onClick={() => remote(store.undo())}>
                <IconArrowBackUp size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={T.redo}>
              <ActionIcon variant="default" aria-label="重做" disabled={state.history.future.length === 0} onClick={() => remote(store.redo())}>
                <IconArrowForwardUp size={16} />
              </ActionIcon>
            </Tooltip>
            <Suspense fallback={null}>
              <TemplateTransfer examId={examId} subjectId={subjectId} doc={() => store.getSnapshot().doc} newKey={draftKey} onImport={importFile} />
            </Suspense>
            <Text size="xs" c="dimmed" aria-live="polite" truncate="end" title={modeHint(state)}>
              {modeHint(state)}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {many && <SelectionTools count={selection.length} box={manyBox} onAlign={align} onMove={moveMany} />}
            {!many && selectedArea && (
              <AreaGeometry
                key={`${selectedArea.id}:${selectedArea.area.p}:${selectedArea.area.x}:${selectedArea.area.y}:${selectedArea.area.w}:${selectedArea.area.h}`}
                area={selectedArea.area}
                onApply={(area) => onChange(selectedArea.id, area)}
              />
            )}
            {dirty && (
              <Badge color="orange" variant="light">
                {T.unsaved}
              </Badge>
            )}
            {dirty && (
              <Button size="compact-xs" loading={saving === 'all'} onClick={saveEverything}>
                {T.saveAll}
              </Button>
            )}
          </Group>
        </Group>
        {doc.pages.length === 0 ? (
          <Paper withBorder p="xl" style={{ flex: 1, minHeight: 0 }}>
            <Text c="dimmed" ta="center" mt="xl">
              {T.noImages}
            </Text>
          </Paper>
        ) : (
          <Box style={{ flex: 1, minHeight: 0 }}>
            <TemplateCanvas
              label={T.canvasLabel}
              pages={doc.pages}
              shapes={shapes}
              selection={selection}
              tool={mode.name === 'draw' ? 'draw' : mode.name === 'points' ? 'points' : 'select'}
              onDrawn={(area) => report(store.drawn(area))}
              onSelect={(id) => store.select(id)}
              onChange={onChange}
              onPoint={(pt) => report(store.addPoint(pt))}
              onCancel={() => store.cancel()}
              onToggle={(id) => store.toggleSelect(id)}
              onMarquee={(ids, add) => store.selectMany(ids, add)}
              onMoveMany={moveMany}
            />
          </Box>
        )}
      </Stack>
      <Paper withBorder w={SIDE_PANEL_WIDTH} p="sm" style={{ flexShrink: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <Tabs value={state.tab} onChange={(v) => v && store.setTab(v as Tab)} keepMounted={false} style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }} styles={{ tab: { paddingInline: 8 } }}>
          <Tabs.List grow mb="sm">
            <Tabs.Tab value="images">{T.tabs.images}</Tabs.Tab>
            <Tabs.Tab value="paper">{T.tabs.paper}</Tabs.Tab>
            <Tabs.Tab value="groups">{T.tabs.groups}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="images" style={PANEL_STYLE}>
            <ImagesTab examId={examId} subjectId={subjectId} papers={papers} onChanged={(cleared) => void imagesChanged(cleared)} scanDialog={scanDialog} />
          </Tabs.Panel>
          <Tabs.Panel value="paper" style={PANEL_STYLE}>
            <PaperConfigPanel
              settings={doc.paper.settings}
              onChange={(s) => store.editPaper(s)}
              areaSection={propSection}
              groups={savedGroups}
              saving={saving === 'paper'}
              onSave={savePaper}
            />
          </Tabs.Panel>
          <Tabs.Panel value="groups" style={TREE_PANEL_STYLE}>
            <GroupTree
              groups={doc.groups}
              unsaved={unsaved}
              drawer={drawer}
              onAddGroup={(type) =>
                doc.pages.length === 0 ? showError(T.groupNeedsImages) : store.addGroup({ ...newGroup(draftKey(), type), name: T.newGroupName(doc.groups.length + 1) })
              }
              onAddSub={addSubTo}
              onOpenGroup={(group) => store.openGroup(group)}
              onOpenSub={(group, sub) => store.openSub(group, sub)}
              onDeleteGroup={removeGroup}
              onDeleteSub={removeSub}
              onMove={(src, tgt, place, group) => remote(store.move(src, tgt, place, group))}
            />
          </Tabs.Panel>
        </Tabs>
      </Paper>
      <GroupDrawer
        group={openGroup}
        fullScore={openGroup ? subScoreSum(openGroup) : 0}
        areaSection={
          openGroup && (
            <Stack gap="xs">
              {areaList(T.kinds.group, { kind: 'group', group: openGroup.key }, openGroup.areas, (index) => shapeId({ kind: 'group', group: openGroup.key, index }))}
              {openGroup.content.choose_flag &&
                areaList(T.kinds.choose, { kind: 'choose', group: openGroup.key }, openGroup.chooseAreas, (index) => shapeId({ kind: 'choose', group: openGroup.key, index }))}
            </Stack>
          )
        }
        actions={
          openGroup &&
          (openGroup.type === 1 ? (
            <Button size="xs" variant="light" disabled={openGroup.questionId === undefined} onClick={() => setBatchGroup(openGroup)}>
              {BATCH_TEXTS.open}
            </Button>
          ) : (
            // A saved subjective group's next step is its sub-questions (the tree's + does the same).
            <Button size="xs" variant="light" disabled={openGroup.questionId === undefined} onClick={() => addSubTo(openGroup.key)}>
              {T.addSub}
            </Button>
          ))
        }
        saving={saving === `group:${openGroup?.key}`}
        onChange={(g) => store.editGroup(g)}
        onSave={() => openGroup && saveGroupDraft(openGroup)}
        onClose={() => store.closeDrawer()}
      />
      <SubQuestionDrawer
        sub={openSub}
        group={subGroup}
        areaSection={
          openSub &&
          subGroup && (
            <Stack gap="xs">
              {areaList(T.kinds.sub, { kind: 'sub', group: subGroup.key, sub: openSub.key }, openSub.areas, (index) =>
                shapeId({ kind: 'sub', group: subGroup.key, sub: openSub.key, index }),
              )}
              {subGroup.type === 2 && (
                <Button
                  size="compact-xs"
                  variant={mode.name === 'points' ? 'filled' : 'light'}
                  leftSection={<IconPointFilled size={14} />}
                  aria-pressed={mode.name === 'points'}
                  onClick={() => store.startPoints(subGroup.key, openSub.key)}
                >
                  {mode.name === 'points' ? T.pointsOn : T.points}
                </Button>
              )}
            </Stack>
          )
        }
        saving={saving === `sub:${openSub?.key}`}
        onChange={(s) => subGroup && store.editSub(subGroup.key, s)}
        onSave={() => subGroup && openSub && saveSubDraft(subGroup, openSub)}
        onClose={() => store.closeDrawer()}
      />
      <BatchAddDialog
        examId={examId}
        subjectId={subjectId}
        group={batchGroup}
        onClose={() => setBatchGroup(undefined)}
        onSaved={() => {
          setBatchGroup(undefined);
          void reloadGroups();
        }}
      />
      <DraftRestoreDialog draft={draft} onRestore={(restored) => store.restoreDraft(restored)} />
    </Group>
  );
}

/** Keys of groups and sub-questions with unsaved edits (the tree marks them). */
function unsavedKeys(state: DesignerState): Set<string> {
  const keys = new Set<string>();
  for (const g of state.doc.groups) {
    if (groupFieldsDirty(state, g)) keys.add(g.key);
    for (const s of g.subs) if (subDirty(state, g.key, s)) keys.add(s.key);
  }
  return keys;
}

/** What the canvas is doing, in words (the toolbar's hint). */
function modeHint({ mode, doc, selection }: DesignerState): string {
  if (selection.length > 1) return T.selectionCount(selection.length);
  if (mode.name === 'points') return `${T.pointsOn}`;
  if (mode.name !== 'draw') return T.selectHint;
  const t = mode.target;
  const what =
    t.kind === 'group' || t.kind === 'choose'
      ? `${findGroup(doc, t.group)?.name ?? ''} ${T.kinds[t.kind]}`
      : t.kind === 'sub'
        ? `${findSub(doc, t.group, t.sub)?.name ?? ''} ${T.kinds.sub}`
        : T.kinds[t.kind];
  return `${T.drawing.replace('…', '')}：${what}`;
}

