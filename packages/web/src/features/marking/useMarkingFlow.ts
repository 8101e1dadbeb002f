// The flow of papers through the marking canvas: the first paper of a task, the next one asked for (and its images
// loaded) while the teacher marks the current one, so a submit shows it at once; 回评 opens a marked paper and comes
// back to the one being marked. Papers are handed out by the server and held for this teacher; asking again after a
// reload gives the held one back. A paper that is no longer this teacher's (its hold ran out, another teacher has it,
// it was reported abnormal) is left for the next one; what was typed on it stays in its draft (paperDraft.ts).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Schemas } from '@exam/sdk';
import { handleGlobalError } from '../../lib/errors';
import { loadImage } from '../../lib/images';
import { fetchMarkedPaper, fetchNextPaper, type TaskRef } from './queries';
import { HOLD_SECONDS } from './usePaperHold';

export interface ShownPaper {
  paper: Schemas['MarkingPaper'];
  /** Set while a marked paper is open for 回评: its number in the teacher's order. */
  review?: number;
  /** The paper was asked for ahead (its hold started then): it is held again as it is shown. */
  ahead?: boolean;
  /**
   * Until when the paper is held for the teacher (ms, this browser's clock) as the server said when it handed the
   * paper out: its hold_seconds counted from when it was asked for (for a paper asked for ahead, minutes ago).
   */
  holdUntil?: number;
  /** The key of its submit (submitmark's submit_key): a retry after a lost answer is the same submit. */
  submitKey: string;
}

export type FlowState =
  | { status: 'loading' }
  | { status: 'paper'; shown: ShownPaper }
  | { status: 'empty'; remaining: number; stillMarking: Schemas['MarkingTurn'][]; markedElsewhere: number; quotaDone: boolean }
  | { status: 'error'; error: unknown };

const preload = (paper: Schemas['MarkingPaper'] | null) => {
  if (paper) for (const piece of paper.images) void loadImage(piece.url).catch(() => undefined);
};

const newKey = () => crypto.randomUUID();

interface Fetched {
  next: Schemas['NextPaper'];
  /** When it was asked for (ms): the server's hold of the paper started no earlier. */
  asked: number;
}

const fetchPaper = (ref: TaskRef, skip: string[]): Promise<Fetched> => {
  const asked = Date.now();
  return fetchNextPaper(ref, skip).then((next) => ({ next, asked }));
};

export function useMarkingFlow({ exam_id, subject_id, question_id, turn }: TaskRef) {
  const ref = useMemo(() => ({ exam_id, subject_id, question_id, turn }), [exam_id, subject_id, question_id, turn]);
  const [state, setState] = useState<FlowState>({ status: 'loading' });
  const ahead = useRef<Promise<Fetched | undefined> | undefined>(undefined);
  const stash = useRef<ShownPaper | undefined>(undefined);

  const fail = useCallback((error: unknown) => {
    handleGlobalError(error, { localErrors: true });
    setState({ status: 'error', error });
  }, []);

  const show = useCallback(
    ({ next, asked }: Fetched, fromAhead = false) => {
      if (!next.paper) {
        setState({ status: 'empty', remaining: next.remaining, stillMarking: next.still_marking ?? [], markedElsewhere: next.marked_elsewhere ?? 0, quotaDone: next.quota_done ?? false });
        return;
      }
      const holdUntil = asked + (next.paper.hold_seconds ?? HOLD_SECONDS) * 1000;
      setState({ status: 'paper', shown: { paper: next.paper, submitKey: newKey(), holdUntil, ...(fromAhead ? { ahead: true } : {}) } });
      const current = next.paper.paper_id;
      ahead.current = fetchPaper(ref, [current]).then(
        (n) => {
          preload(n.next.paper);
          return n;
        },
        () => undefined,
      );
    },
    [ref],
  );

  const fetchFirst = useCallback(() => {
    ahead.current = undefined;
    fetchPaper(ref, []).then((n) => show(n), fail);
  }, [ref, show, fail]);

  const start = useCallback(() => {
    setState({ status: 'loading' });
    fetchFirst();
  }, [fetchFirst]);

  // The screen is keyed by its task: one flow per task, started once.
  useEffect(fetchFirst, [fetchFirst]);

  /** The current paper was submitted or reported: the one asked for ahead comes on screen. */
  const advance = useCallback(async () => {
    const pending = ahead.current;
    ahead.current = undefined;
    const next = pending ? await pending : undefined;
    if (next?.next.paper) return show(next, true);
    try {
      show(await fetchPaper(ref, []));
    } catch (error) {
      fail(error);
    }
  }, [ref, show, fail]);

  /**
   * The paper on screen is no longer this teacher's, or its hold ran out: a paper is asked for afresh (the one asked
   * for ahead may have lapsed too). When the server gives the same paper back, its draft brings back what was typed.
   */
  const renew = useCallback(async () => {
    ahead.current = undefined;
    stash.current = undefined;
    setState({ status: 'loading' });
    try {
      show(await fetchPaper(ref, []));
    } catch (error) {
      fail(error);
    }
  }, [ref, show, fail]);

  /** Opens a marked paper for 回评; the paper being marked waits. */
  const openReview = useCallback(
    async (paperId: string, number: number) => {
      const paper = await fetchMarkedPaper({ paper_id: paperId, question_id: ref.question_id, turn: ref.turn });
      setState((s) => {
        if (s.status === 'paper' && s.shown.review === undefined) stash.current = s.shown;
        return { status: 'paper', shown: { paper, review: number, submitKey: newKey() } };
      });
    },
    [ref],
  );

  /** Leaves 回评: back to the paper being marked (or the next one). */
  const closeReview = useCallback(() => {
    const back = stash.current;
    stash.current = undefined;
    if (back) setState({ status: 'paper', shown: back });
    else start();
  }, [start]);

  return { state, advance, renew, openReview, closeReview, retry: start };
}
