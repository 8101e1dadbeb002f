// 扫描, exam/scanView (spec 3 §2.3, §4.1–4.4, §5, §8.2): the chosen exam subject scanned through the scanner driver on
// the user's machine. The device is found and opened by itself (or chosen among several). 试卷扫描 uploads every
// sheet (a front/back pair when double-sided) as it arrives and shows its outcome; 保存 saves the recognised sheets
// by the rules of the subject's scan type (room, school or global scan). 模板扫描 collects template pages for the
// subject. `ScanPanel` is the whole view without the page frame, so the template screen can open it in a dialog.
// Nothing received is dropped: a failed or incomplete sheet stays in the list until the user acts.
import { memo, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconAdjustments, IconPhotoUp, IconPlayerPlay, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { SubjectPage, EXAM_LIST_PATH } from '../../components/ExamPage';
import { DownloadButton } from '../../components/DownloadButton';
import { ButtonLink } from '../../components/links';
import { appStateAtom } from '../../lib/appState';
import { schoolScope } from '../../lib/examSelection';
import { confirmThen } from '../../lib/confirm';
import { localFailureText } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/feedback';
import { sessionQuery } from '../../lib/session';
import { useUnsavedEdits } from '../../lib/unsavedEdits';
import { useStableHandler } from '../../lib/useStableHandler';
import { ExamModeBar, type ScanToggles, type SchoolChoice } from './ExamModeBar';
import { BatchLine, useFollowNewest } from './BatchLine';
import { ParamConfigDialog } from './ParamConfigDialog';
import { downloadScannerClient, mayScan, saveSheets, scanKeys, scanProgressQuery, scanSetupQuery, scanTypeOf, type ConnectScannerResult } from './queries';
import { ResultTable } from './ResultTable';
import { planSave, saveGroups } from './saving';
import { rowIsError, type ScanContext, type ScanRow } from './scanController';
import { SCAN_TEXTS } from './scanTexts';
import { SheetImages } from './SheetImages';
import { TemplatePanel } from './TemplatePanel';
import { UploadImagesDialog } from './UploadImagesDialog';
import { useScanController } from './useScanController';
import { useSheetFixing } from './fix/useSheetFixing';
import { confirmClearList } from './clearList';

export function ScanViewScreen() {
  const { template } = useSearch({ from: '/main/exam/scanView' });
  return (
    <SubjectPage title="扫描">
      {({ examId, subjectId }) => <ScanPanel examId={examId} subjectId={subjectId} initialMode={template ? 'template' : 'paper'} />}
    </SubjectPage>
  );
}

export interface ScanPanelProps {
  examId: number;
  subjectId: number;
  /** The mode preselected (the route's `template` search param). */
  initialMode?: 'paper' | 'template';
  /** Only 模板扫描 (the template screen's dialog). */
  templateOnly?: boolean;
  /** Template pages were uploaded (the template screen reloads its images). */
  onTemplateUploaded?: () => void;
}

/** The scanner view for one exam subject, without the page frame. */
export function ScanPanel(props: ScanPanelProps) {
  const { examId, subjectId } = props;
  const setup = useQuery(scanSetupQuery(examId, subjectId));
  if (setup.isPending) return <Loader aria-label="加载中" />;
  if (setup.isError)
    return (
      <Alert color="red" title="加载失败">
        <Group>
          <Text size="sm">无法读取该科目的扫描设置。</Text>
          <Button size="xs" variant="light" onClick={() => void setup.refetch()}>
            重试
          </Button>
        </Group>
      </Alert>
    );
  if (!mayScan(setup.data, examId, subjectId)) return <Alert color="orange">{SCAN_TEXTS.noPermission}</Alert>;
  return <Scanner {...props} setup={setup.data} />;
}

/** Whether a dialog is showing (one closing or kept mounted but hidden does not count). */
function dialogOpen(): boolean {
  return [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].some((el) => el.checkVisibility());
}

/** The school choice of school scan: the exam's schools; fixed to the user's own unit unless type 1, 2 or 6. */
function useSchoolChoice(enabled: boolean): [SchoolChoice | undefined, number | undefined] {
  const session = useQuery({ ...sessionQuery, enabled });
  const app = useAtomValue(appStateAtom);
  const [chosen, setChosen] = useState<number>();
  // Memoised: the exam-mode bar is, and this is one of its props.
  return useMemo((): [SchoolChoice | undefined, number | undefined] => {
    if (!enabled || !session.data) return [undefined, undefined];
    const user = session.data.user;
    const ids = app.exam_all_unit_ids ?? [];
    const scope = schoolScope(user, ids.map((id, i) => ({ unit_id: id, unit_name: app.exam_all_unit_names?.[i] ?? String(id) })));
    const options = scope.schools.map((s) => ({ value: String(s.unit_id), label: s.unit_name }));
    if (scope.fixed || options.length === 0) {
      const own = { value: String(user.unit_id), label: user.unit_name ?? scope.fixed?.unit_name ?? String(user.unit_id) };
      return [{ options: [own], value: user.unit_id, fixed: true, onChange: () => undefined }, user.unit_id];
    }
    const value = chosen ?? (ids.includes(user.unit_id) ? user.unit_id : ids[0]);
    return [{ options, value, fixed: false, onChange: setChosen }, value];
  }, [enabled, session.data, app.exam_all_unit_ids, app.exam_all_unit_names, chosen]);
}

function Scanner({ examId, subjectId, setup, initialMode = 'paper', templateOnly = false, onTemplateUploaded }: ScanPanelProps & { setup: ConnectScannerResult }) {
  const queryClient = useQueryClient();
  const scanType = scanTypeOf(setup);
  const prop = setup.subjectProp;
  const scanProp = prop?.scan_prop;
  const paperDoubleSided = (scanProp?.scan_way ?? '2') === '2';
  // Paper scanning needs the subject's template: none, or a single page while double-sided, disables it (spec 3 §4.2).
  const paperProblem = setup.countPaperTemplate === 0 ? SCAN_TEXTS.noTemplate : setup.countPaperTemplate === 1 && paperDoubleSided ? SCAN_TEXTS.singlePageTemplate : undefined;
  const [chosenMode, setMode] = useState<'paper' | 'template'>(templateOnly ? 'template' : initialMode);
  const mode = templateOnly || setup.countPaperTemplate === 0 ? 'template' : chosenMode;
  const [toggles, setToggles] = useState<ScanToggles>({ autoSave: false, isCover: false, realTimeAlign: true, errorsOnly: false });
  const [school, examUnitId] = useSchoolChoice(mode === 'paper' && scanType === '2');
  const coverAvailable = prop?.code_type === 2;

  const context = useMemo<ScanContext>(
    () => ({
      examId,
      subjectId,
      scanProp,
      scanType,
      mode,
      // Template scanning is always double-sided.
      doubleSided: mode === 'template' || paperDoubleSided,
      isCover: toggles.isCover,
      realTimeAlign: toggles.realTimeAlign,
      ...(examUnitId !== undefined ? { examUnitId } : {}),
    }),
    [examId, subjectId, scanProp, scanType, mode, paperDoubleSided, toggles.isCover, toggles.realTimeAlign, examUnitId],
  );
  // The session is cached and restored, except in room scan (spec 3 §4.2; template pages stay in memory).
  const scan = useScanController(context, { persist: scanType !== '1' });
  const { device, controller, scanning, rows, room, tab, batch, earlierBatches } = scan;
  const [follow, setFollow] = useFollowNewest();
  const progress = useQuery({ ...scanProgressQuery(examId, subjectId, examUnitId), enabled: mode === 'paper' });
  const [detail, setDetail] = useState<string>();
  const [viewing, setViewing] = useState<ScanRow>();
  const [dialog, setDialog] = useState<'params' | 'upload'>();
  const [saving, setSaving] = useState(false);
  const canStart = tab.state === 'owner' && device.status === 'open' && !scanning && (mode === 'template' || !paperProblem);
  const strict = prop?.strict_mode === 1;
  // 清空列表 asks first (a stable handler: the toolbar is memoised).
  const onClear = useMemo(() => () => confirmClearList(controller), [controller]);
  const fix = useSheetFixing({ controller, rows, scanning, examId, subjectId, questionInfo: setup.questionInfo });
  // Room scan keeps no local cache (spec 3 §4.2): leaving or reloading with sheets in the list asks first (issue 26).
  const roomSheetsAtRisk = mode === 'paper' && scanType === '1' && rows.length > 0;
  useUnsavedEdits(roomSheetsAtRisk, undefined, SCAN_TEXTS.roomLeaveConfirm);

  // Said once when the subject has no template: the view falls back to template scanning.
  const warned = useRef(false);
  useEffect(() => {
    if (setup.countPaperTemplate === 0 && !templateOnly && !warned.current) {
      warned.current = true;
      showError(SCAN_TEXTS.noTemplate);
    }
  }, [setup.countPaperTemplate, templateOnly]);

  async function save(automatic = false) {
    if (saving) return;
    const plan = planSave(controller.getSnapshot().rows, { scanType, strict, ...(room ? { room } : {}), automatic });
    if ('problem' in plan) return showError(plan.problem);
    setSaving(true);
    try {
      // Each sheet is saved as it was uploaded (实时处理 or 保存时处理), whatever the toggle says now.
      for (const group of saveGroups(controller.getSnapshot().rows, plan, toggles.realTimeAlign))
        await saveSheets({ examId, subjectId, studentIds: group.studentIds, isCover: toggles.isCover, realTimeAlign: group.realTimeAlign, ...(examUnitId !== undefined ? { examUnitId } : {}) });
      showSuccess(SCAN_TEXTS.saved);
      controller.noteSaved(plan.rowIds);
      // After a room is saved its data, errors and images go; in school and global scan only the saved sheets.
      if (scanType === '1') controller.resetRoom();
      else controller.removeRows(plan.rowIds);
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['scanView', 'progress'] }), 1000);
    } catch (error) {
      // 登录失效 and the buffer cleared follow the global rule (sign-in, the reload dialog); anything else is said here.
      const text = localFailureText(error);
      if (text !== undefined) showError(automatic ? SCAN_TEXTS.autoSaveFailed(text) : text);
    } finally {
      setSaving(false);
    }
  }
  // Auto-save once a scan has ended and its uploads are done (spec 3 §4.2).
  const onScanEnd = useEffectEvent(() => {
    if (toggles.autoSave && mode === 'paper') void save(true);
  });
  useEffect(() => controller.onScanEnd(() => onScanEnd()), [controller]);

  function start() {
    if (!canStart) return;
    const current = controller.getSnapshot().rows;
    if (mode === 'paper' && scanType === '1' && current.length > 0) {
      // A new room scan starts from an empty list (spec 3 §4.2).
      confirmThen({
        message: SCAN_TEXTS.newRoomScanConfirm,
        onConfirm: () => {
          controller.resetRoom();
          void controller.start();
        },
      });
      return;
    }
    if (mode === 'paper' && scanType !== '1' && !toggles.autoSave && current.some((r) => r.state === 'done' && !rowIsError(r))) {
      showError(SCAN_TEXTS.saveFirst);
      return;
    }
    void controller.start();
  }

  function toggle(name: keyof ScanToggles, value: boolean) {
    if (name === 'isCover' && value) {
      confirmThen({ message: SCAN_TEXTS.coverConfirm, onConfirm: () => setCover(true) });
      return;
    }
    if (name === 'isCover') return setCover(false);
    setToggles((t) => ({ ...t, [name]: value }));
  }
  function setCover(on: boolean) {
    setToggles((t) => ({ ...t, isCover: on }));
    // The driver keeps the flag too (its global config).
    void controller.driver.setGlobalConfig({ is_cover: on }).catch(() => undefined);
  }

  // O starts and P stops scanning; S saves a room scan. Only while no dialog is open and no field has the focus
  // (spec 3 §2.3).
  const saveKey = mode === 'paper' && scanType === '1' && room !== undefined;
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || dialogOpen()) return;
    const target = e.target as HTMLElement | null;
    if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
    const key = e.key.toLowerCase();
    if (key === 'o' && !scanning) start();
    if (key === 'p' && scanning) void controller.stop();
    if (key === 's' && saveKey) void save();
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  // Stable handlers, so that the memoised toolbar and exam-mode bar render only when what they show changes.
  const onStart = useStableHandler(start);
  const onToggle = useStableHandler(toggle);
  const onSave = useStableHandler(() => void save());
  const onShowNotScanned = useStableHandler(fix.openNotScanned);
  const doubleSided = context.doubleSided;
  // The same elements from frame to frame while nothing about them changes (the screen renders every frame while rows
  // arrive; closed dialogs need not). The open image viewer renders with every snapshot: its thumbnails arrive later.
  const viewerSnapshot = viewing ? controller.getSnapshot() : undefined;
  const viewDialogs = useMemo(
    () => (
      <>
        <UploadImagesDialog opened={dialog === 'upload'} onClose={() => setDialog(undefined)} doubleSided={doubleSided} onUpload={(pages) => controller.addImages(pages)} />
        <Modal opened={detail !== undefined} onClose={() => setDetail(undefined)} title="错误详情" centered>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {detail}
          </Text>
        </Modal>
        <Modal opened={viewing !== undefined} onClose={() => setViewing(undefined)} title={`第 ${viewing?.index ?? ''} 张答题卡`} size="xl" centered>
          {viewing && viewerSnapshot && <SheetImages images={viewing.images} imageSrc={controller.imageSrc} />}
        </Modal>
      </>
    ),
    [dialog, doubleSided, detail, viewing, viewerSnapshot, controller],
  );
  const errors = rows.filter(rowIsError).length;
  const roomScanned = room ? rows.filter((r) => room.students.some((s) => s.student_id === r.outcome?.studentId)).length : 0;
  const shown = toggles.errorsOnly ? rows.filter(rowIsError) : rows;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <ScanToolbar
            mode={mode}
            templateOnly={templateOnly}
            scanning={scanning}
            canStart={canStart}
            paperProblem={Boolean(paperProblem)}
            onMode={setMode}
            onStart={onStart}
            onStop={controller.stop}
            onClear={onClear}
            onDialog={setDialog}
          />
          {mode === 'paper' && fix.toolbar}
        </Group>
        <ScannerStatus deviceName={device.deviceName} connecting={tab.state === 'owner' && device.status === 'connecting'} connected={tab.state === 'owner' && device.connected} />
      </Group>

      {roomSheetsAtRisk && <Alert color="orange">{SCAN_TEXTS.roomNotCached}</Alert>}
      {paperProblem && mode === 'paper' && <Alert color="orange">{paperProblem}</Alert>}
      {paperProblem && mode === 'template' && !templateOnly && <Alert color="orange">{paperProblem}</Alert>}
      {(tab.state === 'elsewhere' || tab.state === 'lost') && (
        <Alert color="orange" title={tab.state === 'lost' ? SCAN_TEXTS.scannerTakenOver : SCAN_TEXTS.scannerInOtherTab}>
          <Button size="xs" onClick={tab.takeOver}>
            {SCAN_TEXTS.takeOverScanner}
          </Button>
        </Alert>
      )}
      {tab.state === 'owner' && device.status === 'failed' && (
        <Alert color="red" title={device.message}>
          <Group gap="sm">
            <Button size="xs" onClick={() => void controller.retryConnection()}>
              重试
            </Button>
            {!templateOnly && (
              <ButtonLink size="xs" variant="default" to={EXAM_LIST_PATH}>
                离开
              </ButtonLink>
            )}
          </Group>
        </Alert>
      )}
      {tab.state === 'owner' && device.status === 'noDevice' && <Alert color="orange">{device.message}</Alert>}

      {mode === 'template' ? (
        <TemplatePanel
          examId={examId}
          subjectId={subjectId}
          images={scan.templateImages}
          controller={controller}
          onUploaded={() => {
            void queryClient.invalidateQueries({ queryKey: scanKeys.setup(examId, subjectId) });
            onTemplateUploaded?.();
          }}
        />
      ) : (
        <>
          <ExamModeBar
            scanType={scanType}
            progress={progress.data}
            room={room}
            roomScanned={roomScanned}
            school={school}
            toggles={toggles}
            coverAvailable={coverAvailable}
            onToggle={onToggle}
            scanned={rows.length}
            errors={errors}
            saving={saving}
            saveKey={saveKey}
            onSave={onSave}
            onShowNotScanned={onShowNotScanned}
          />
          <BatchLine tally={batch} earlier={earlierBatches} rows={rows} follow={follow} onFollow={setFollow} />
          <ResultTable
            rows={shown}
            scanType={scanType}
            room={room}
            errorsOnly={toggles.errorsOnly}
            followNewest={follow}
            onDetail={setDetail}
            onView={setViewing}
            onRetry={controller.retry}
            actions={fix.rowActions}
          />
        </>
      )}
      {fix.dialogs}

      {tab.state === 'owner' && device.status === 'choosing' && (
        <Modal opened onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} title="选择扫描仪" centered>
          <Stack gap="xs">
            {device.devices.map((name) => (
              <Button key={name} variant="light" onClick={() => void controller.chooseDevice(name)}>
                {name}
              </Button>
            ))}
          </Stack>
        </Modal>
      )}
      {dialog === 'params' && (
        <ParamConfigDialog
          onClose={() => setDialog(undefined)}
          driver={controller.driver}
          coverAvailable={coverAvailable}
          onGlobalSaved={(config) => {
            void controller.reloadConfig();
            setToggles((t) => ({ ...t, isCover: config.is_cover }));
          }}
          driverUrl={controller.driver.url}
          onDriverUrl={(url) => controller.setDriverUrl(url)}
        />
      )}
      {viewDialogs}
    </Stack>
  );
}

interface ScanToolbarProps {
  mode: 'paper' | 'template';
  templateOnly: boolean;
  scanning: boolean;
  canStart: boolean;
  paperProblem: boolean;
  onMode: (mode: 'paper' | 'template') => void;
  onStart: () => void;
  onStop: () => Promise<unknown>;
  onClear: () => void;
  onDialog: (dialog: 'params' | 'upload') => void;
}

/** The scanner view's buttons; memoised, as the screen renders every frame while rows arrive. */
const ScanToolbar = memo(function ScanToolbar({ mode, templateOnly, scanning, canStart, paperProblem, onMode, onStart, onStop, onClear, onDialog }: ScanToolbarProps) {
  return (
    <>
      <Radio.Group value={mode} onChange={(v) => onMode(v as 'paper' | 'template')} aria-label="扫描模式">
        <Group gap="sm">
          <Radio value="template" label="模板扫描" disabled={scanning} />
          {!templateOnly && <Radio value="paper" label="试卷扫描" disabled={scanning || paperProblem} />}
        </Group>
      </Radio.Group>
      <Button leftSection={<IconPlayerPlay size={16} />} disabled={!canStart} onClick={onStart} aria-keyshortcuts="O">
        开始扫描 (O)
      </Button>
      <Button leftSection={<IconPlayerStop size={16} />} color="orange" disabled={!scanning} onClick={() => void onStop()} aria-keyshortcuts="P">
        停止扫描 (P)
      </Button>
      <Button leftSection={<IconTrash size={16} />} variant="default" onClick={onClear}>
        清空列表
      </Button>
      <Button leftSection={<IconPhotoUp size={16} />} variant="default" disabled={mode === 'paper' && paperProblem} onClick={() => onDialog('upload')}>
        上传图片
      </Button>
      {/* Open while disconnected too: its 驱动地址 is how a wrong address is fixed. */}
      <Button leftSection={<IconAdjustments size={16} />} variant="default" onClick={() => onDialog('params')}>
        参数配置
      </Button>
    </>
  );
});

/**
 * The scanner's name and connection, and the client download; memoised like the toolbar. While the scanner connects
 * it says so in place of the name, not on a line of its own: the mode bar below never moves when the line would go,
 * so a click aimed at a toggle meanwhile lands on it.
 */
const ScannerStatus = memo(function ScannerStatus({ deviceName, connecting, connected }: { deviceName: string | undefined; connecting: boolean; connected: boolean }) {
  return (
    <Group gap="xs" aria-label="扫描仪状态" role="status">
      {connecting && <Loader size={14} aria-hidden />}
      <Text size="sm">扫描仪：{connecting ? SCAN_TEXTS.connecting : (deviceName ?? '—')}</Text>
      <Badge color={connected ? 'green' : 'gray'} variant="light">
        {connected ? '已连接' : '未连接'}
      </Badge>
      <DownloadButton size="xs" variant="subtle" fetchFile={downloadScannerClient} fallbackName="扫描软件.exe" failureText="下载失败！">
        下载扫描软件
      </DownloadButton>
    </Group>
  );
});
