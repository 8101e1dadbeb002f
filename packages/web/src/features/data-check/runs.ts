// The data-analysis runs of this tab, one per exam, kept outside the screen: a run goes on (and its messages are
// followed) while the user looks at another page, and its results are still there when they come back. Starting
// opens the session's push channel first (spec 3 §4.8: on demand); a channel that cannot be opened has shown its
// text and nothing is started. A run fails, with its reason shown and 重试 offered, when the server refuses to start
// it (issue 29: shown, not only logged as spec 3 §8.4 had it), when its push channel closes under it, or when it
// hears nothing for STALL_MS.
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { unwrap } from '@exam/sdk';
import { api } from '../../lib/api';
import { localFailureText } from '../../lib/errors';
import { onChannelLost, onProgress, openProgressChannel } from '../../lib/push';
import { applyMessage, belongsTo, failedRun, idleRun, newRunId, startingRun, type RunState } from './run';
import { DATA_CHECK_TEXTS as T } from './texts';

/** A run that hears nothing for this long is given up (the server went silent): it fails and can be started again. */
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

/** The run is lost: no more of its messages are followed, and the screen says why. */
function fail(examId: number, error: string): void {
  stopFollowing(examId);
  setRun(examId, failedRun(runOf(examId), error));
}

/** (Re)arms the stall timer of a run being followed. */
function watch(examId: number): void {
  const f = following.get(examId);
  if (!f) return;
  clearTimeout(f.timer);
  f.timer = setTimeout(() => fail(examId, T.stalled), STALL_MS);
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
  const stopProgress = onProgress(token, (message) => {
    const run = runOf(examId);
    if (!belongsTo(run, examId, message)) return;
    const next = applyMessage(run, message);
    setRun(examId, next);
    if (next.status === 'done') stopFollowing(examId);
    else watch(examId);
  });
  const stopLost = onChannelLost(token, () => fail(examId, T.channelLost));
  following.set(examId, {
    stop: () => {
      stopProgress();
      stopLost();
    },
  });
  watch(examId);
  try {
    await unwrap(api.POST('/api/exam/viewDataAnalyseAndCheck/startAnalyse', { body: { exam_id: examId, run_id: runId } }));
  } catch (error) {
    const text = localFailureText(error);
    if (text === undefined) {
      stopFollowing(examId);
      setRun(examId, idleRun());
    } else fail(examId, text);
  }
}
