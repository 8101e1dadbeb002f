// The per-batch reconciliation line (issue 26), as plain functions: of the sheets the scanner fed in the latest scan,
// how many the view received, how many the server took (uploaded) and how many were saved, with a short Chinese
// explanation wherever two counts differ. The controller keeps a tally of the batch (which rows came from it, what the
// driver said it fed, how many were saved); the view turns it and the rows into the line.
import { SCAN_TEXTS } from './scanTexts';

/** Why fed sheets may not have been received (the explanation of the gap). */
/** 'cleared': the images came out of order, so the batch's sheets were taken out of the list to be scanned again. */
export type MissingReason = 'disconnected' | 'halted' | 'restarted' | 'cleared';

/** What the controller counts for the current batch (the latest scan). */
export interface BatchTally {
  /** A scan has started since the view opened (before that there is no batch to reconcile). */
  started: boolean;
  /** The sheets the driver said it fed (scan_end's sheet_count), once the scan has ended and the driver gave it. */
  fed?: number;
  /** The ids of the rows this batch received (complete and incomplete sheets). */
  rowIds: readonly string[];
  /** Rows of this batch saved (and so gone from the list). */
  saved: number;
  /** Why sheets fed may not have arrived: the connection dropped during the batch, the scan was halted, the driver restarted. */
  missingReason?: MissingReason;
  /**
   * The place in the batch's stack from which the sheets were not received and must be fed again (the driver restarted
   * or cannot list what it saved meanwhile), when the view knows it.
   */
  feedAgainFrom?: number;
}

export const EMPTY_TALLY: BatchTally = { started: false, rowIds: [], saved: 0 };

/** The rows the reconciliation needs (a ScanRow has more). */
export interface TallyRow {
  id: string;
  state: 'uploading' | 'done' | 'failed' | 'incomplete';
}

export interface Reconciliation {
  fed: number;
  received: number;
  uploaded: number;
  saved: number;
  /** Sheets of the batch still uploading. */
  uploading: number;
  /** Short explanations of each difference, in the order of the counts. */
  notes: string[];
}

/**
 * The counts of the batch and why they differ. `fed` is the driver's count once the scan ended (until then, or for a
 * driver that does not give it, the sheets received): fewer received than fed is explained by the tally's reason;
 * received but not uploaded is either still uploading, failed (可重试) or incomplete; uploaded but not saved waits for
 * 保存 (said once nothing is uploading any more).
 */
export function reconcile(tally: BatchTally, rows: readonly TallyRow[]): Reconciliation {
  const mine = new Set(tally.rowIds);
  const batch = rows.filter((r) => mine.has(r.id));
  const count = (state: TallyRow['state']) => batch.filter((r) => r.state === state).length;
  const received = batch.length + tally.saved;
  const uploaded = count('done') + tally.saved;
  const uploading = count('uploading');
  const failed = count('failed');
  const incomplete = count('incomplete');
  const fed = Math.max(tally.fed ?? received, received);
  const notes: string[] = [];
  if (tally.missingReason === 'cleared') notes.push(SCAN_TEXTS.batchCleared);
  else if (fed > received) notes.push(SCAN_TEXTS.notReceived(fed - received, tally.missingReason));
  if (tally.feedAgainFrom !== undefined) notes.push(SCAN_TEXTS.feedAgainNote(tally.feedAgainFrom));
  if (failed > 0) notes.push(SCAN_TEXTS.uploadFailedRetry(failed));
  if (incomplete > 0) notes.push(SCAN_TEXTS.incompleteSheets(incomplete));
  if (uploaded > tally.saved && uploading === 0) notes.push(SCAN_TEXTS.notSaved(uploaded - tally.saved));
  return { fed, received, uploaded, saved: tally.saved, uploading, notes };
}
