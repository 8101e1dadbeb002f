// The marking canvas's pure model (spec 3 §3 "Marking canvas", §4.9, §5, §9): the draw mode, the marks a teacher
// places and the rules that refuse one, the score of each sub-question (typed into its box, or added up from the
// score marks placed in its area) and the mark drawing data submitted. Rendering (MarkCanvas) and the screen only
// call these functions; every message is in texts.ts.
import type { Schemas } from '@exam/sdk';
import { MARKING_TEXTS as T } from '../texts';

export type DrawMode = 0 | 'check' | 'cross' | 'text' | 'score' | 'input';
export type MarkKind = Exclude<DrawMode, 0>;

export interface Mark {
  kind: MarkKind;
  x: number;
  y: number;
  /** The score of a score mark, the words of a custom text; empty for a check or a cross. */
  text: string;
  subQuestionId: number | null;
}

export type SubArea = Schemas['MarkingSubQuestionArea'];

/** Spec 3 §9. */
export const MARK_LIMIT = 20;
export const NEAR_DISTANCE = 10;
export const SCORE_INPUT_LENGTH = 3;
export const ZOOM_STEP = 1.1;
export const SCROLL_STEP = 20;
export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 4;

/** Choosing the mode already chosen turns drawing off (spec 3 §4.9). */
export const toggleMode = (current: DrawMode, chosen: DrawMode): DrawMode => (current === chosen ? 0 : chosen);

/**
 * The sub-questions of a paper, one per sub-question in their order: a sub-question drawn in several areas comes
 * once (its first area), and has one score box.
 */
export function subQuestionsOf(areas: readonly SubArea[]): SubArea[] {
  const seen = new Set<number>();
  return areas.filter((a) => !seen.has(a.subQuestionId) && seen.add(a.subQuestionId));
}

/** The area a point lies in (any area of a sub-question drawn in several). */
export function areaAt(areas: readonly SubArea[], x: number, y: number): SubArea | undefined {
  return areas.find((a) => x >= a.x && x <= a.x + a.width && y >= a.y && y <= a.y + a.height);
}

const isScoreKind = (kind: MarkKind) => kind === 'score' || kind === 'input';

/** What the score marks in a sub-question's area add up to. */
export function markedScore(marks: readonly Mark[], subQuestionId: number): number | undefined {
  const own = marks.filter((m) => isScoreKind(m.kind) && m.subQuestionId === subQuestionId);
  if (!own.length) return undefined;
  return round(own.reduce((sum, m) => sum + Number(m.text), 0));
}

const round = (n: number) => Math.round(n * 100) / 100;

/** A score typed into a box or a score input: digits and a dot only, at most 3 characters (spec 3 §5). */
export const acceptsScoreInput = (text: string) => text.length <= SCORE_INPUT_LENGTH && /^[0-9.]*$/.test(text);

/** The number a typed score stands for, or undefined (empty, a lone dot, two dots). */
export function parseScore(text: string): number | undefined {
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return undefined;
  return Number(text);
}

/**
 * Places a mark, or says why not (spec 3 §5): the mark limit, the distance to the nearest mark, a score mark inside a
 * sub-question area, a sub-question's score marks not above its full score, custom text not empty.
 */
export function placeMark(marks: readonly Mark[], areas: readonly SubArea[], mark: Omit<Mark, 'subQuestionId'>): { marks: Mark[] } | { error: string } {
  if (marks.length >= MARK_LIMIT) return { error: T.markLimit };
  if (marks.some((m) => Math.hypot(m.x - mark.x, m.y - mark.y) < NEAR_DISTANCE)) return { error: T.tooNear };
  const area = areaAt(areas, mark.x, mark.y);
  if (mark.kind === 'text' && !mark.text.trim()) return { error: T.textEmpty };
  if (isScoreKind(mark.kind)) {
    if (!area) return { error: T.scoreOutside };
    const score = parseScore(mark.text);
    if (score === undefined) return { error: T.scoreInvalid };
    if ((markedScore(marks, area.subQuestionId) ?? 0) + score > area.full_score + 1e-9) return { error: T.overFull };
  }
  return { marks: [...marks, { ...mark, text: mark.kind === 'text' ? mark.text.trim() : mark.text, subQuestionId: area?.subQuestionId ?? null }] };
}

/** Removes the mark nearest to a point (within the nearby distance), e.g. a second click on it. */
export function removeMarkAt(marks: readonly Mark[], x: number, y: number): Mark[] | undefined {
  const index = marks.findIndex((m) => Math.hypot(m.x - x, m.y - y) < NEAR_DISTANCE);
  return index < 0 ? undefined : marks.filter((_, i) => i !== index);
}

/**
 * The score of each sub-question (subQuestionsOf's order): typed into its box, else what its score marks (in any of
 * its areas) add up to; undefined while it has neither.
 */
export function subScores(areas: readonly SubArea[], typed: Readonly<Record<number, string>>, marks: readonly Mark[]): (number | undefined)[] {
  return subQuestionsOf(areas).map((a) => {
    const text = typed[a.subQuestionId];
    return text !== undefined && text !== '' ? parseScore(text) : markedScore(marks, a.subQuestionId);
  });
}

/**
 * Why the scores cannot be submitted, or the scores to submit: every sub-question scored, each within its full score
 * and one of the valid scores, the total within the group's full score.
 */
export function checkScores(paper: Pick<Schemas['MarkingPaper'], 'sub_questions' | 'full_score' | 'valid_scores'>, scores: readonly (number | undefined)[]): { scores: Schemas['MarkSubScore'][] } | { error: string } {
  const out: Schemas['MarkSubScore'][] = [];
  for (const [i, area] of subQuestionsOf(paper.sub_questions).entries()) {
    const score = scores[i];
    if (score === undefined) return { error: T.unscored(area.subQuestionName) };
    if (score > area.full_score + 1e-9) return { error: T.overFull };
    if (paper.valid_scores.length && !paper.valid_scores.some((v) => Math.abs(v - score) < 1e-9)) return { error: T.notValid(score) };
    out.push({ subquestion_id: area.subQuestionId, score });
  }
  if (out.reduce((sum, s) => sum + s.score, 0) > paper.full_score + 1e-9) return { error: T.overFull };
  return { scores: out };
}

/** The contract's mark drawing data (spec 3 §3) of the placed marks. */
export function drawingOf(marks: readonly Mark[]): Schemas['MarkDrawing'] {
  const of = (kind: MarkKind) => marks.filter((m) => m.kind === kind).map(({ x, y, text, subQuestionId }) => ({ x: round(x), y: round(y), text, subQuestionId }));
  return { markCount: marks.length, check: of('check'), cross: of('cross'), customText: of('text'), key_score: [], score: of('score'), score_input: of('input') };
}

/** Marks back from drawing data (回评 shows what was submitted). */
export function marksOf(drawing: Schemas['MarkDrawing']): Mark[] {
  const from = (kind: MarkKind, list: Schemas['MarkPosition'][]) => list.map((p) => ({ kind, x: p.x, y: p.y, text: p.text, subQuestionId: p.subQuestionId }));
  return [...from('check', drawing.check), ...from('cross', drawing.cross), ...from('text', drawing.customText), ...from('score', drawing.score), ...from('score', drawing.key_score), ...from('input', drawing.score_input)];
}

/** The valid score a shortcut key gives, if any (Q W E R A S D F, spec 2 §9). */
export function shortcutScore(shortcuts: readonly Schemas['ScoreShortcut'][], key: string): number | undefined {
  return shortcuts.find((s) => s.key.toLowerCase() === key.toLowerCase())?.score;
}

/** The next (or previous) valid score from a current one: the keyboard increase. */
export function stepScore(valid: readonly number[], current: number | undefined, direction: 1 | -1): number | undefined {
  if (!valid.length) return current;
  if (current === undefined) return direction === 1 ? valid[0] : valid[valid.length - 1];
  const sorted = [...valid].sort((a, b) => a - b);
  return direction === 1 ? (sorted.find((v) => v > current + 1e-9) ?? current) : ([...sorted].reverse().find((v) => v < current - 1e-9) ?? current);
}

/** The zoom that fits the paper's width into a viewport width. */
export const fitZoom = (paperWidth: number, viewWidth: number) => clampZoom(viewWidth / Math.max(1, paperWidth));
export const clampZoom = (z: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(z * 1000) / 1000));
export const zoomIn = (z: number) => clampZoom(z * ZOOM_STEP);
export const zoomOut = (z: number) => clampZoom(z / ZOOM_STEP);
