// Undo and redo of every canvas and tree edit (Ctrl+Z / Ctrl+Shift+Z). An entry keeps the document before and after
// the edit; an edit the server already holds (a reorder) also keeps the calls that redo and undo it there. Field
// edits of one drawer coalesce into one entry, so undo does not walk back keystroke by keystroke.
import type { Place } from './actions';
import type { DesignerDoc } from './types';

/** A tree move the server must repeat on undo or redo (changesubjectquestion / changesubjectsubquestion). */
export type RemoteMove = { kind: 'group' | 'sub'; src: number; tgt: number; place: Place };

export interface HistoryEntry {
  label: string;
  before: DesignerDoc;
  after: DesignerDoc;
  forward?: RemoteMove;
  backward?: RemoteMove;
  /** Consecutive entries with the same key merge into one. */
  coalesce?: string;
}

export interface History {
  past: HistoryEntry[];
  future: HistoryEntry[];
}

export const HISTORY_LIMIT = 200;
export const emptyHistory = (): History => ({ past: [], future: [] });

export function record(history: History, entry: HistoryEntry): History {
  const last = history.past.at(-1);
  if (entry.coalesce && last?.coalesce === entry.coalesce) {
    return { past: [...history.past.slice(0, -1), { ...last, after: entry.after }], future: [] };
  }
  return { past: [...history.past, entry].slice(-HISTORY_LIMIT), future: [] };
}

export function undo(history: History): { history: History; entry: HistoryEntry } | undefined {
  const entry = history.past.at(-1);
  if (!entry) return undefined;
  return { history: { past: history.past.slice(0, -1), future: [entry, ...history.future] }, entry };
}

export function redo(history: History): { history: History; entry: HistoryEntry } | undefined {
  const entry = history.future[0];
  if (!entry) return undefined;
  return { history: { past: [...history.past, entry], future: history.future.slice(1) }, entry };
}
