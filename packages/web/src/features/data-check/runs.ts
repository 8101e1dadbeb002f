// The data-analysis runs of this tab, one per exam, kept outside the screen: a run goes on (and its messages are
// followed) while the user looks at another page, and its results are still there when they come back. Starting
// opens the session's push channel first (spec 3 §4.8: on demand); a channel that cannot be opened has shown its
// text and nothing is started. A failure to start is only logged (spec 3 §8.4).
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { unwrap } from '@exam/sdk';
import { api } from '../../lib/api';
import { describeError, handleGlobalError } from '../../lib/errors';
import { onProgress, openProgressChannel } from '../../lib/push';
import { applyMessage, belongsTo, idleRun, newRunId, startingRun, type RunState } from './run';
import { DATA_CHECK_TEXTS } from './texts';

/** A run that hears nothing for this long is given up (the channel broke): the button works again. */
export const STALL_MS = 60_000;

const runsAtom = atom<Readonly<Record<number, RunState>>>({});
const following = new Map<number, { stop: () => void; timer?: ReturnType<typeof setTimeout> }>();

const store = () => getDefaultStore();
const runOf = (examId: number) => store().get(runsAtom)[examId] ?? idleRun();
const setRun = (examId: number, run: RunState) => store().set(runsAtom, (all) => ({ ...all, [examId]: run }));

function stopFollowing(examId: number): void {
  const f = following.get(examId);
  if (!f) return;
  f.stop();
  clearTimeout(f.timer);
  following.delete(examId);
}

/** (Re)arms the stall timer of a run being followed. */
function watch(examId: number): void {
  const f = following.get(examId);
  if (!f) return;
  clearTimeout(f.timer);
  f.timer = setTimeout(() => {
    stopFollowing(examId);
    setRun(examId, { ...runOf(examId), status: 'idle' });
  }, STALL_MS);
}

export function useRun(examId: number): RunState {
  return useAtomValue(runsAtom)[examId] ?? idleRun();
}

export async function startRun(examId: number, token: string): Promise<void> {
  stopFollowing(examId);
  const runId = newRunId();
  setRun(examId, startingRun(runId));
  if (!(await openProgressChannel(token))) {
    setRun(examId, idleRun());
    return;
  }
  const stop = onProgress(token, (message) => {
    const run = runOf(examId);
    if (!belongsTo(run, examId, message)) return;
    const next = applyMessage(run, message);
    setRun(examId, next);
    if (next.status === 'done') stopFollowing(examId);
    else watch(examId);
  });
  following.set(examId, { stop });
  watch(examId);
  try {
    await unwrap(api.POST('/api/exam/viewDataAnalyseAndCheck/startAnalyse', { body: { exam_id: examId, run_id: runId } }));
  } catch (error) {
    stopFollowing(examId);
    setRun(examId, idleRun());
    handleGlobalError(error, { localErrors: true });
    console.warn(DATA_CHECK_TEXTS.startFailedLog, describeError(error));
  }
}
