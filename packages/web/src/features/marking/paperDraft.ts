// What a teacher typed and drew on a paper she has not submitted yet, kept as a draft (lib/drafts.ts) per paper of
// the task: 登录失效, a reload, or a hold that ran out does not cost it, and it comes back when the same paper does
// (after signing in again, or when the server gives the lapsed paper back). Removed once the paper is submitted or
// reported. 回评 (a marked paper opened again) keeps no draft here.
import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@exam/sdk';
import { draftKey, readDraft, removeDraft, writeDraft } from '../../lib/drafts';
import { sessionQuery } from '../../lib/session';
import { drawingOf, marksOf, type Mark } from './model/marks';

export interface PaperDraft {
  /** What is in the score boxes, by sub-question id. */
  typed: Record<number, string>;
  marks: Mark[];
  source: Schemas['InputSource'];
}

interface StoredPaperDraft {
  typed: Record<string, string>;
  marks: Schemas['MarkDrawing'];
  source: Schemas['InputSource'];
}

const keyOf = (userId: number, paper: Schemas['MarkingPaper']) =>
  draftKey(userId, { screen: `marking:${paper.question_id}:${paper.turn}:${paper.paper_id}`, examId: paper.exam_id, subjectId: paper.subject_id });

function parse(value: unknown, paper: Schemas['MarkingPaper']): PaperDraft | undefined {
  const stored = value as Partial<StoredPaperDraft> | null;
  if (!stored || typeof stored.typed !== 'object' || typeof stored.marks !== 'object' || stored.marks === null) return undefined;
  const ids = new Set(paper.sub_questions.map((s) => s.subQuestionId));
  const typed = Object.fromEntries(Object.entries(stored.typed ?? {}).filter(([id, text]) => ids.has(Number(id)) && typeof text === 'string'));
  try {
    return { typed, marks: marksOf(stored.marks), source: typeof stored.source === 'number' ? stored.source : 0 };
  } catch {
    return undefined;
  }
}

export interface PaperDraftHandle {
  /** The draft left on this paper, read once when it comes on screen. */
  initial: PaperDraft | undefined;
  /** Keeps what the desk holds now (removed when nothing is typed or drawn). */
  keep: (draft: PaperDraft) => void;
  /** Forgets it (the paper was submitted or reported). */
  discard: () => void;
}

/** The draft of the paper being marked (none for 回评). */
export function usePaperDraft(paper: Schemas['MarkingPaper'], review: number | undefined): PaperDraftHandle {
  const userId = useQuery(sessionQuery).data?.user.user_id;
  const key = userId === undefined || review !== undefined ? undefined : keyOf(userId, paper);
  // Read once per paper on screen (the key names the paper).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initial = useMemo(() => (key === undefined ? undefined : parse(readDraft(key)?.value, paper)), [key]);
  const keep = useCallback(
    (draft: PaperDraft) => {
      if (key === undefined) return;
      const empty = !draft.marks.length && Object.values(draft.typed).every((t) => t === '');
      if (empty) removeDraft(key);
      else writeDraft(key, { typed: draft.typed, marks: drawingOf(draft.marks), source: draft.source } satisfies StoredPaperDraft);
    },
    [key],
  );
  const discard = useCallback(() => {
    if (key !== undefined) removeDraft(key);
  }, [key]);
  return { initial, keep, discard };
}
