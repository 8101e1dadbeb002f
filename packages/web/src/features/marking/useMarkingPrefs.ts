// The teacher's marking preferences, kept in this browser per account (never a secret): one-key marking (a score key
// submits a paper of a single sub-question at once).
import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from '../../lib/session';

export interface MarkingPrefs {
  oneKey: boolean;
}

const DEFAULTS: MarkingPrefs = { oneKey: false };
const keyOf = (userId: number) => `exam-marking-prefs:${userId}`;

export function readPrefs(userId: number | undefined): MarkingPrefs {
  if (userId === undefined) return DEFAULTS;
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '{}') as Partial<MarkingPrefs> | null;
    return { oneKey: stored?.oneKey === true };
  } catch {
    return DEFAULTS;
  }
}

export function useMarkingPrefs(): [MarkingPrefs, (change: Partial<MarkingPrefs>) => void] {
  const userId = useQuery(sessionQuery).data?.user.user_id;
  const [prefs, setPrefs] = useState(() => readPrefs(userId));
  const change = useCallback(
    (c: Partial<MarkingPrefs>) => {
      const next = { ...readPrefs(userId), ...c };
      setPrefs(next);
      if (userId === undefined) return;
      try {
        localStorage.setItem(keyOf(userId), JSON.stringify(next));
      } catch {
        // Storage disabled: the choice lasts for this page.
      }
    },
    [userId],
  );
  return [prefs, change];
}
