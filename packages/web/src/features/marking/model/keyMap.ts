// The marking canvas's keys, in one table: what a key does (keyAction, used by the desk's key handler) and what the
// key map shows on ? (KeyMapDialog). A key only acts on the score panel: never from inside a dialog or drawer, nor
// from another text field (the desk decides where a key was pressed; this module what it means there).
//
// The group's shortcut letters (any of a-z, spec 2 §9: Q W E R A S D F by default) give valid scores, so every other
// key here is one a score box cannot take either: = or + full marks, - zero, / 异常卷, PageUp the last marked paper
// again (回评), ? the key map. Digits and the dot type a score; they replace the box's score when typed from outside
// it, and the box's text is selected when it is focused, so typing never appends to an old score.
import type { Schemas } from '@exam/sdk';
import { SCROLL_STEP, acceptsScoreInput, type SubArea } from './marks';
import { MARKING_TEXTS as T } from '../texts';

export type KeyAction =
  | { do: 'score'; score: number }
  | { do: 'full' }
  | { do: 'zero' }
  | { do: 'type'; text: string }
  | { do: 'confirm' }
  | { do: 'step'; direction: 1 | -1 }
  | { do: 'scroll'; top: number; left: number }
  | { do: 'previous' }
  | { do: 'abnormal' }
  | { do: 'help' }
  | { do: 'modeOff' };

type FixedAction = Extract<KeyAction, { do: 'full' | 'zero' | 'previous' | 'abnormal' | 'help' | 'modeOff' }>['do'];

/** The keys of the actions a key gives the same way wherever it is pressed on the desk (event.key values). */
export const FIXED_KEYS: Readonly<Record<FixedAction, readonly string[]>> = {
  full: ['=', '+'],
  zero: ['-'],
  previous: ['PageUp'],
  abnormal: ['/'],
  help: ['?'],
  modeOff: ['Escape'],
};

/** Where a key was pressed on the desk. */
export interface KeyPlace {
  /** In a score box (it takes digits and the dot itself). */
  inBox: boolean;
  /** On a button (Enter and the arrows are the button's). */
  onButton: boolean;
}

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const SCROLLS: Readonly<Record<string, [number, number]>> = { ArrowDown: [SCROLL_STEP, 0], ArrowUp: [-SCROLL_STEP, 0], ArrowRight: [0, SCROLL_STEP], ArrowLeft: [0, -SCROLL_STEP] };

/** What a key pressed on the desk does, or undefined when it is not the desk's (the browser's or the field's own). */
export function keyAction(press: KeyPress, place: KeyPlace, shortcuts: readonly Schemas['ScoreShortcut'][]): KeyAction | undefined {
  const { key } = press;
  if (press.ctrlKey || press.metaKey || press.altKey) return undefined;
  const fixed = (Object.keys(FIXED_KEYS) as FixedAction[]).find((a) => FIXED_KEYS[a].includes(key));
  if (fixed) return { do: fixed };
  const shortcut = key.length === 1 ? shortcuts.find((s) => s.key.toLowerCase() === key.toLowerCase()) : undefined;
  if (shortcut) return { do: 'score', score: shortcut.score };
  if (place.onButton) return undefined;
  if (key === 'Enter') return { do: 'confirm' };
  if (place.inBox) return key === 'ArrowUp' || key === 'ArrowDown' ? { do: 'step', direction: key === 'ArrowUp' ? 1 : -1 } : undefined;
  if (/^[0-9.]$/.test(key)) return { do: 'type', text: key };
  const scroll = SCROLLS[key];
  return scroll ? { do: 'scroll', top: scroll[0], left: scroll[1] } : undefined;
}

/** A key that gives a score: kept while a submit is under way, for the paper that comes next. */
export type ScoreKey = Extract<KeyAction, { do: 'score' | 'full' | 'zero' | 'type' }>;

export const isScoreKey = (action: KeyAction | undefined): action is ScoreKey => action?.do === 'score' || action?.do === 'full' || action?.do === 'zero' || action?.do === 'type';

/**
 * The score keys typed while the previous paper's submit was under way, applied to the next paper's boxes (from the
 * first): a score key fills the box and moves on to the next, digits typed in a row make one score that replaces the
 * box's. Nothing is submitted: the teacher sees the paper first.
 */
export function applyScoreKeys(subs: readonly SubArea[], typed: Readonly<Record<number, string>>, keys: readonly ScoreKey[]): { typed: Record<number, string>; active: number } {
  const next = { ...typed };
  let active = 0;
  let run: string | undefined;
  for (const k of keys) {
    const sub = subs[active];
    if (!sub) break;
    if (k.do === 'type') {
      const text = (run ?? '') + k.text;
      if (!acceptsScoreInput(text)) continue;
      run = text;
      next[sub.subQuestionId] = text;
      continue;
    }
    run = undefined;
    next[sub.subQuestionId] = String(k.do === 'score' ? k.score : k.do === 'full' ? sub.full_score : 0);
    if (active < subs.length - 1) active += 1;
  }
  return { typed: next, active };
}

export interface KeyMapRow {
  /** The keys as shown (Kbd). */
  keys: string[];
  what: string;
}

const shownKey = (key: string) => ({ PageUp: 'PgUp', Escape: 'Esc', ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→' })[key] ?? key.toUpperCase();

/** The key map as the ? dialog shows it: the group's shortcut letters first, then every other key. */
export function keyMapRows(shortcuts: readonly Schemas['ScoreShortcut'][], oneKey: boolean): KeyMapRow[] {
  const fixed = (action: FixedAction, what: string): KeyMapRow => ({ keys: FIXED_KEYS[action].map(shownKey), what });
  return [
    ...shortcuts.map((s) => ({ keys: [shownKey(s.key)], what: oneKey ? T.keys.scoreOneKey(s.score) : T.keys.score(s.score) })),
    fixed('full', oneKey ? T.keys.fullOneKey : T.keys.full),
    fixed('zero', oneKey ? T.keys.zeroOneKey : T.keys.zero),
    { keys: ['0-9', '.'], what: T.keys.type },
    { keys: ['↑', '↓'], what: T.keys.step },
    { keys: ['Enter'], what: T.keys.confirm },
    { keys: ['↑', '↓', '←', '→'], what: T.keys.scroll },
    fixed('previous', T.keys.previous),
    fixed('abnormal', T.keys.abnormal),
    fixed('modeOff', T.keys.modeOff),
    { keys: ['Ctrl', T.keys.wheel], what: T.keys.zoom },
    { keys: [T.keys.drag], what: T.keys.pan },
    fixed('help', T.keys.help),
  ];
}
