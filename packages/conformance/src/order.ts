// The order of the walk, so that every `ok` example succeeds on one fresh server: sign in first, then everything that
// only reads, then what creates, then what changes, then what deletes, then what rebuilds data from other data, then
// what resets data other examples need, and what ends or changes the session last.
// The phase comes from the operation's last path segment (its verb); an operation may state its own phase with
// `x-conformance-phase` in the contract, and PHASE_OVERRIDES below names the few whose verb misleads.
import { operationName, type Operation } from './openapi.ts';

export const PHASES = ['sign-in', 'read', 'create', 'change', 'delete', 'rebuild', 'reset', 'session'] as const;
export type Phase = (typeof PHASES)[number];

/** Operations whose verb does not tell what they do, by operationId. */
export const PHASE_OVERRIDES: Readonly<Record<string, Phase>> = {
  dologin: 'sign-in',
  // These end the session, switch its role or change the signed-in account: last, logout at the very end.
  changeUnitRole: 'session',
  editPassword: 'session',
  bindAccount: 'session',
  disbindStudentAccount: 'session',
  dologout: 'session',
  // Marking needs a marking task: the walk's account gets one from importTeacher (create), so the marking calls
  // that only read come after it, with the others.
  nextpaper: 'change',
  // Holding a paper again needs the paper nextpaper gave (before submitmark takes it).
  holdpaper: 'change',
  // The temporary sheet (putpic of a misread number, create) is read in the change phase; fixing its number moves
  // it away, so that comes with the deletes, and discarding one puts it again first (PREPARE).
  scannerApiGetTempPic: 'change',
  // A check's rows exist once data analysis has started (startAnalyse, create).
  viewDataAnalyseAndCheckList: 'change',
  scannerApiModifyUploadedPaperSid: 'delete',
  // Reordering or removing a template paper clears the subject's question groups, which many examples name.
  changesubjectpaper: 'reset',
  // Generating the marking groups replaces every marking group (900–902) the other examples name.
  autogenerategroups: 'rebuild',
  removesubjectpaper: 'reset',
  loadmarked: 'change',
  loadmarkedpaper: 'change',
  // 阅卷监控 and 成绩管理 (x-inferred): they change what teachers hold, handle or scored, after the marking calls made
  // it so (nextpaper holds a paper, reportabnormal reports one, submitmark scores one).
  bufferRelease: 'change',
  exceptionHandle: 'change',
  inspectRescore: 'change',
  objectiveCorrect: 'change',
  // 应用分配建议 sets quotas (its verb, apply, reads as a read).
  allocateApply: 'change',
  // 标准卷 and 样卷 (x-inferred) are chosen among papers with a result: the paper exceptionHandle scored in the change
  // phase (704abdfe7df9), so they are set after it, and removed right after: in the delete phase
  // scannerApiModifyUploadedPaperSid moves 王小红's sheet away first, and with it the paper.
  standardPaperSave: 'change',
  standardPaperDelete: 'change',
  samplePaperSave: 'change',
  samplePaperDelete: 'change',
};

/**
 * Operations whose example needs another operation's example sent again right before it (by operationId): a
 * teacher holds one paper at a time, and the paper nextpaper gave was marked by submitmark, so reportabnormal
 * fetches the next paper first; the temporary sheet was moved by modifyUploadedPaperSid, so deleteTempPic has the
 * misread sheet uploaded again before it discards it.
 */
export const PREPARE: Readonly<Record<string, string>> = {
  reportabnormal: 'nextpaper',
  scannerApiDeleteTempPic: 'scannerApiPutpic',
};

/**
 * Operations whose example reads what an earlier operation started in the background (by operationId): the data
 * analysis runs its 12 checks one after another after startAnalyse has answered (the mock takes 150 ms a check, a
 * real backend may take longer), and viewDataAnalyseAndCheckList reads check 3 (`{success:false}` 该项检查尚未完成
 * until that check is done). When the earlier operation succeeded, the walk reads again until the answer succeeds,
 * for at most HttpCheckOptions.backgroundTimeoutMs (`--wait-timeout`), instead of racing the run.
 */
export const AWAITS: Readonly<Record<string, string>> = {
  viewDataAnalyseAndCheckList: 'startAnalyse',
};

const VERBS: readonly [Phase, RegExp][] = [
  ['delete', /^(del|delete|remove|clear|batchdel)/i],
  ['create', /^(save|add|batchadd|import|upload|put|create|generate|start|arrange|send)/i],
  ['change', /^(change|update|switch|edit|set|move|forward|backward|reset|confirm|fix|modify|resubmit|submit|connect|verify|report)/i],
];

export function phaseOf(op: Operation): Phase {
  const stated = op.operation['x-conformance-phase'];
  if (typeof stated === 'string' && (PHASES as readonly string[]).includes(stated)) return stated as Phase;
  const override = PHASE_OVERRIDES[operationName(op)];
  if (override) return override;
  const verb = op.path.split('/').filter((s) => s && !s.startsWith('{')).at(-1) ?? '';
  return VERBS.find(([, re]) => re.test(verb))?.[0] ?? 'read';
}

/** The operations in walk order: by phase, then in the contract's own order; logout is always the last. */
export function walkOrder(operations: readonly Operation[]): Operation[] {
  const rank = (op: Operation) => PHASES.indexOf(phaseOf(op)) * 10_000 + (operationName(op) === 'dologout' ? 5_000 : 0);
  return operations
    .map((op, index) => ({ op, index }))
    .sort((a, b) => rank(a.op) - rank(b.op) || a.index - b.index)
    .map(({ op }) => op);
}

