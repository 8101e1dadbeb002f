// Drafts: what a person typed on a long-editing screen (objective answers; the marking canvas, per paper: see
// features/marking/paperDraft.ts; later the template designer)
// is kept in the browser while it is unsaved, so that 登录失效, a reload or a closed tab does not cost it. The screen
// offers it back the next time the same user opens the same exam and subject (after signing in again).
// - keyed by user, screen, exam and subject; a draft is only ever offered to the user who typed it;
// - never a password: any field named like one is dropped before anything is stored;
// - kept while the screen is dirty, removed when it is saved (no longer dirty), declined, or left on purpose
//   (lib/unsavedEdits.ts); a draft older than DRAFT_MAX_AGE_MS is forgotten.
import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from './session';

export interface DraftScope {
  /** The screen, e.g. 'objective-answers'. */
  screen: string;
  examId?: number;
  subjectId?: number;
}

export interface StoredDraft<T> {
  /** When it was last written (ms since the epoch). */
  savedAt: number;
  value: T;
}

const PREFIX = 'exam-draft:';
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export function draftKey(userId: number, scope: DraftScope): string {
  return `${PREFIX}${userId}:${scope.screen}:${scope.examId ?? '-'}:${scope.subjectId ?? '-'}`;
}

const SECRET_FIELD = /pass(word)?|pwd|secret|token/i;

/** A copy without any field named like a password or token, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([k]) => !SECRET_FIELD.test(k)).map(([k, v]) => [k, withoutSecrets(v)]));
  }
  return value;
}

export function writeDraft(key: string, value: unknown, now = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: now, value: withoutSecrets(value) }));
  } catch {
    // Storage full or disabled: the draft is a safety net only.
  }
}

export function readDraft(key: string, now = Date.now()): StoredDraft<unknown> | undefined {
  try {
    const text = localStorage.getItem(key);
    if (!text) return undefined;
    const stored = JSON.parse(text) as Partial<StoredDraft<unknown>> | null;
    if (typeof stored?.savedAt !== 'number' || stored.value === undefined || now - stored.savedAt > DRAFT_MAX_AGE_MS) {
      localStorage.removeItem(key);
      return undefined;
    }
    return { savedAt: stored.savedAt, value: stored.value };
  } catch {
    return undefined;
  }
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

export interface DraftOptions<T> {
  scope: DraftScope;
  /** What the screen holds now. */
  value: T;
  /** Whether it differs from what the server keeps. */
  dirty: boolean;
  /** Reads a stored value back for the screen as it is now; undefined when it no longer fits (then it is dropped). */
  parse: (stored: unknown) => T | undefined;
}

export interface Draft<T> {
  /** A draft left from an earlier visit, waiting for the user to restore or decline it. */
  offered: StoredDraft<T> | undefined;
  /** Takes the offered draft (the screen shows its value; it is kept as the draft again while it is unsaved). */
  accept: () => T | undefined;
  /** Declines the offered draft: it is removed. */
  decline: () => void;
  /** Forgets the draft (the user left the edits on purpose). */
  discard: () => void;
}

/** Keeps the screen's unsaved value as a draft of the signed-in user and offers an earlier one back. */
export function useDraft<T>({ scope, value, dirty, parse }: DraftOptions<T>): Draft<T> {
  const userId = useQuery(sessionQuery).data?.user.user_id;
  const key = userId === undefined ? undefined : draftKey(userId, scope);
  const [offered, setOffered] = useState<StoredDraft<T> | undefined>(() => {
    const stored = key === undefined ? undefined : readDraft(key);
    const parsed = stored === undefined ? undefined : parse(stored.value);
    if (stored && parsed === undefined && key) removeDraft(key);
    return stored && parsed !== undefined ? { savedAt: stored.savedAt, value: parsed } : undefined;
  });

  // While an earlier draft waits for an answer it is not overwritten.
  useEffect(() => {
    if (key === undefined || offered) return;
    if (dirty) writeDraft(key, value);
    else removeDraft(key);
  }, [key, value, dirty, offered]);

  const accept = useCallback(() => {
    setOffered(undefined);
    return offered?.value;
  }, [offered]);
  const decline = useCallback(() => {
    if (key !== undefined) removeDraft(key);
    setOffered(undefined);
  }, [key]);
  const discard = useCallback(() => {
    if (key !== undefined) removeDraft(key);
  }, [key]);
  return { offered, accept, decline, discard };
}
