// The marking canvas's keys (model/keyMap.ts): what a key means where it is pressed, and the key map shown on ?.
import { describe, expect, it } from 'vitest';
import { applyScoreKeys, keyAction, keyMapRows, type KeyPlace } from './keyMap';

const shortcuts = [{ key: 'q', score: 0 }, { key: 's', score: 5 }];
const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });
const box: KeyPlace = { inBox: true, onButton: false };
const paper: KeyPlace = { inBox: false, onButton: false };
const button: KeyPlace = { inBox: false, onButton: true };

describe('keyAction', () => {
  it('gives the group’s shortcut scores in a box or outside it, in either case, and leaves Ctrl/Alt/Meta keys alone', () => {
    expect([keyAction(press('S'), box, shortcuts), keyAction(press('s'), paper, shortcuts)]).toEqual([{ do: 'score', score: 5 }, { do: 'score', score: 5 }]);
    expect(keyAction(press('x'), paper, shortcuts)).toBeUndefined();
    expect(keyAction(press('s', { ctrlKey: true }), box, shortcuts)).toBeUndefined();
    expect(keyAction(press('=', { altKey: true }), box, shortcuts)).toBeUndefined();
  });

  it('full and zero marks, 异常卷, 回评 of the previous paper and the key map are keys a score box cannot take', () => {
    expect(['=', '+', '-', '/', 'PageUp', '?', 'Escape'].map((k) => keyAction(press(k), box, shortcuts)?.do)).toEqual(['full', 'full', 'zero', 'abnormal', 'previous', 'help', 'modeOff']);
  });

  it('digits are the box’s own inside it and a new score outside it; arrows step the score in a box and scroll outside', () => {
    expect(keyAction(press('7'), box, shortcuts)).toBeUndefined();
    expect(keyAction(press('7'), paper, shortcuts)).toEqual({ do: 'type', text: '7' });
    expect(keyAction(press('ArrowUp'), box, shortcuts)).toEqual({ do: 'step', direction: 1 });
    expect(keyAction(press('ArrowLeft'), box, shortcuts)).toBeUndefined();
    expect(keyAction(press('ArrowDown'), paper, shortcuts)).toEqual({ do: 'scroll', top: 20, left: 0 });
  });

  it('Enter confirms, except on a button (which it presses)', () => {
    expect([keyAction(press('Enter'), box, shortcuts), keyAction(press('Enter'), paper, shortcuts)]).toEqual([{ do: 'confirm' }, { do: 'confirm' }]);
    expect(keyAction(press('Enter'), button, shortcuts)).toBeUndefined();
    expect(keyAction(press('ArrowDown'), button, shortcuts)).toBeUndefined();
  });
});

describe('keyMapRows', () => {
  it('lists the group’s shortcut letters first, then every fixed key, from the same table the handler reads', () => {
    const rows = keyMapRows(shortcuts, false);
    expect(rows.slice(0, 2)).toEqual([{ keys: ['Q'], what: '给当前小题0分' }, { keys: ['S'], what: '给当前小题5分' }]);
    expect(rows.find((r) => r.what === '当前小题满分')?.keys).toEqual(['=', '+']);
    expect(rows.find((r) => r.what === '报告异常卷')?.keys).toEqual(['/']);
    expect(rows.find((r) => r.what === '回评上一份（最近阅的一份）')?.keys).toEqual(['PgUp']);
    expect(keyMapRows(shortcuts, true)[1]?.what).toBe('给5分（只有一个小题时直接提交）');
  });
});

describe('applyScoreKeys', () => {
  const sub = (id: number, full: number) => ({ subQuestionId: id, subQuestionName: String(id), full_score: full, x: 0, y: 0, width: 1, height: 1, color: '#000' });
  const subs = [sub(1, 8), sub(2, 6)];

  it('fills the boxes from the first, a score key moving on to the next box; nothing past the last', () => {
    expect(applyScoreKeys(subs, {}, [{ do: 'score', score: 5 }, { do: 'full' }, { do: 'zero' }])).toEqual({ typed: { 1: '5', 2: '0' }, active: 1 });
    expect(applyScoreKeys(subs, { 2: '3' }, [{ do: 'full' }])).toEqual({ typed: { 1: '8', 2: '3' }, active: 1 });
  });

  it('digits in a row make one score replacing the box’s, as long as the box takes them', () => {
    expect(applyScoreKeys(subs, { 1: '2' }, [{ do: 'type', text: '1' }, { do: 'type', text: '.' }, { do: 'type', text: '5' }, { do: 'type', text: '5' }])).toEqual({ typed: { 1: '1.5' }, active: 0 });
  });
});
