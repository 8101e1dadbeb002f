// Setting a design as the exam-room scan data (spec 3 §4.5, §5, §8.3): a confirmation first; then the check; when
// students already have scan data a second dialog lists them ('数据冲突，下列学生已有扫描数据，确认继续将覆盖之前的数据').
// As §4.5 and §8.3 say, the set call proceeds whatever the answer to that second dialog: it informs, it does not stop
// the call (only the first confirmation can), so it offers no 取消 but one button that says so (知道了，继续设置). The steps are passed in, so the order is testable without a screen.
import { RESULT_TEXTS } from '../texts';

export interface ScanDataSteps {
  /** Asks a yes/no question (a confirmation dialog); true for 确定. */
  ask: (message: string) => Promise<boolean>;
  /** Tells something and waits until it is read (a dialog whose one button says the setting goes on). */
  inform: (message: string) => Promise<void>;
  check: () => Promise<{ inUse: boolean; data?: string | null }>;
  set: () => Promise<unknown>;
}

/** The conflict dialog's text: the spec's sentence, then the students the check listed. */
export function conflictMessage(data: string | null | undefined): string {
  const list = data?.trim();
  return list ? `${RESULT_TEXTS.conflict}：${list}` : RESULT_TEXTS.conflict;
}

/** Runs the flow; 'cancelled' when the first confirmation is declined (nothing is called then). */
export async function runSetScanData(steps: ScanDataSteps): Promise<'set' | 'cancelled'> {
  if (!(await steps.ask(RESULT_TEXTS.setConfirm))) return 'cancelled';
  const check = await steps.check();
  // §4.5 / §8.3: whatever the answer, the set call proceeds.
  if (check.inUse) await steps.inform(conflictMessage(check.data));
  await steps.set();
  return 'set';
}
