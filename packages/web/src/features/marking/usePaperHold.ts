// The hold of the paper being marked (holdpaper in the contract): how long the server keeps it for this teacher,
// counted from when it is shown (a paper asked for ahead is held again as it comes on screen) and held again while
// the teacher is active on the page (a key or a click once less than half of the hold is left). The screen shows
// the time left (HoldCountdown, which owns its one-second tick so the rest of the screen does not repaint); when it
// runs out the paper is given up (onLapsed), and when the server says the paper is no longer this teacher's (code
// 410), why (onGone). A renewal refused for another reason is said once (onRenewFailed) and the countdown goes on
// from the last hold the server gave. The countdown counts each hold from when it was asked for (the server's hold
// began no earlier), so it never shows more than the server holds: a paper asked for ahead minutes ago shows what is
// left of that hold until holding it again as it is shown is answered. One holdpaper call at a time; one asked for
// meanwhile (the paper coming on screen while the last paper's renewal is on its way) is made when that is answered;
// an answer about a paper that has left the screen by then (a renewal that arrives after the submit) is no news about
// the paper on it.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { localFailureText } from '../../lib/errors';
import { holdPaper, paperGone } from './queries';
import type { ShownPaper } from './useMarkingFlow';

/** The hold the contract describes (10 minutes), when the server does not say. */
export const HOLD_SECONDS = 600;

export interface PaperHoldOptions {
  onLapsed: () => void;
  onGone: (reason: string) => void;
  /** A renewal failed (not 登录失效 or the buffer cleared, which the global rule handles): the text to tell. */
  onRenewFailed: (text: string) => void;
}

/** Seconds left of a hold that ends at `until` (ms), at `now`. */
export const holdSecondsLeft = (until: number, now: number) => Math.max(0, Math.min(HOLD_SECONDS, Math.ceil((until - now) / 1000)));

/** Until when (ms, this browser's clock) the paper being marked is held (undefined during 回评). */
export function usePaperHold(shown: ShownPaper | undefined, { onLapsed, onGone, onRenewFailed }: PaperHoldOptions): number | undefined {
  const marking = shown && shown.review === undefined ? shown : undefined;
  const paperId = marking?.paper.paper_id;
  /** Until when each paper is held (ms) since holdpaper last answered. */
  const [renewed, setRenewed] = useState<ReadonlyMap<string, number>>(() => new Map());
  const claimed = useRef(new Set<string>());
  /** The papers whose failed renewal the teacher was told about (told once, until a renewal succeeds). */
  const told = useRef(new Set<string>());
  const renewing = useRef(false);
  /** The paper to hold as it came on screen, once the call on its way is answered (then `answered` moves on). */
  const queued = useRef<string | undefined>(undefined);
  const [answered, setAnswered] = useState(0);

  // The later of what the paper came with and what holdpaper last said (each a time the server holds it at least to).
  const until = paperId === undefined || marking?.holdUntil === undefined ? undefined : Math.max(marking.holdUntil, renewed.get(paperId) ?? 0);

  /** Whether a paper is the one being marked now (an answer may come after the paper has left the screen). */
  const onScreen = useEffectEvent((id: string) => id === paperId);

  /** Holds the paper again; while another call is on its way, a renewal is left to the next key, a hold on show waits. */
  const hold = useEffectEvent((id: string, onShow = false) => {
    if (!marking || !onScreen(id)) return;
    if (renewing.current) {
      if (onShow) queued.current = id;
      return;
    }
    renewing.current = true;
    const { question_id, turn } = marking.paper;
    const asked = Date.now();
    holdPaper({ paper_id: id, question_id, turn })
      .then(
        ({ hold_seconds }) => {
          told.current.delete(id);
          setRenewed((map) => new Map(map).set(id, asked + hold_seconds * 1000));
        },
        (error: unknown) => {
          const gone = paperGone(error);
          if (gone) {
            if (onScreen(id)) onGone(gone);
            return;
          }
          // The next key or click tries again; the teacher is told once that the hold was not extended.
          const text = localFailureText(error);
          if (text && onScreen(id) && !told.current.has(id)) {
            told.current.add(id);
            onRenewFailed(text);
          }
        },
      )
      .finally(() => {
        renewing.current = false;
        if (queued.current !== undefined) setAnswered((n) => n + 1);
      });
  });

  // A paper asked for ahead is held again as it comes on screen: the teacher's time starts now.
  useEffect(() => {
    if (!marking?.ahead || claimed.current.has(marking.paper.paper_id)) return;
    claimed.current.add(marking.paper.paper_id);
    hold(marking.paper.paper_id, true);
  }, [marking]);
  // ...or, when a call was on its way as it came, once that is answered.
  useEffect(() => {
    const id = queued.current;
    queued.current = undefined;
    if (id !== undefined) hold(id, true);
  }, [answered]);

  // The hold runs out.
  const lapsed = useEffectEvent(() => onLapsed());
  useEffect(() => {
    if (until === undefined) return;
    const timer = setTimeout(() => lapsed(), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);

  // Activity on the page holds the paper again once less than half of the hold is left.
  const active = useEffectEvent(() => {
    if (paperId !== undefined && until !== undefined && until - Date.now() < (HOLD_SECONDS * 1000) / 2) hold(paperId);
  });
  useEffect(() => {
    const listener = () => active();
    window.addEventListener('keydown', listener, true);
    window.addEventListener('pointerdown', listener, true);
    return () => {
      window.removeEventListener('keydown', listener, true);
      window.removeEventListener('pointerdown', listener, true);
    };
  }, []);

  return until;
}
