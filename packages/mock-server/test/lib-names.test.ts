import { describe, expect, it } from 'vitest';
import { createRng } from '../src/stateful/lib/random.ts';
import {
  accountName,
  chineseNumber,
  className,
  person,
  personName,
  pinyinOf,
  schoolName,
  uniqueNames,
  uniquePeople,
} from '../src/stateful/lib/names.ts';

describe('names', () => {
  it('makes realistic names of 2–4 Chinese characters', () => {
    const r = createRng('names');
    for (let i = 0; i < 500; i++) {
      const name = personName(r);
      expect(name).toMatch(/^[\u4e00-\u9fff]{2,4}$/);
    }
  });

  it('weights common surnames and honours gender', () => {
    const r = createRng('weights');
    const counts = new Map<string, number>();
    for (let i = 0; i < 3000; i++) {
      const p = person(r, 'female');
      expect(p.gender).toBe('female');
      expect(p.name).toBe(p.surname + p.given);
      expect(p.given.length === 1 || p.given.length === 2).toBe(true);
      counts.set(p.surname, (counts.get(p.surname) ?? 0) + 1);
    }
    expect(counts.get('王') ?? 0).toBeGreaterThan(counts.get('邵') ?? 0);
    expect((counts.get('王') ?? 0) + (counts.get('李') ?? 0) + (counts.get('张') ?? 0)).toBeGreaterThan(450);
  });

  it('uniqueNames gives n distinct names, deterministically', () => {
    const a = uniqueNames(createRng(5), 3500);
    expect(new Set(a).size).toBe(3500);
    expect(uniqueNames(createRng(5), 3500)).toEqual(a);
    expect(uniquePeople(createRng(5), 3)).toHaveLength(3);
    expect(() => uniqueNames(createRng(5), -1)).toThrow(RangeError);
  });

  it('every generated name has a pinyin account; accounts are unique', () => {
    const taken = new Set<string>();
    const r = createRng('accounts');
    for (let i = 0; i < 300; i++) {
      const name = personName(r);
      expect(pinyinOf(name)).toMatch(/^[a-z]+$/);
      accountName(name, taken);
    }
    expect(taken.size).toBe(300);
    expect(pinyinOf('张伟')).toBe('zhangwei');
    expect(pinyinOf('欧阳娜娜')).toBe('ouyangnana');
    expect(pinyinOf('吕婷')).toBe('lvting');
    const t = new Set<string>(['zhangwei']);
    expect(accountName('张伟', t)).toBe('zhangwei2');
    expect(accountName('张伟', t)).toBe('zhangwei3');
    expect(pinyinOf('爨龘')).toBeUndefined();
    expect(accountName('爨龘', t)).toMatch(/^t\d+$/);
  });

  it('formats classes and schools', () => {
    expect(className('高一', 1)).toBe('高一(1)班');
    expect(chineseNumber(1)).toBe('一');
    expect(chineseNumber(10)).toBe('十');
    expect(chineseNumber(12)).toBe('十二');
    expect(chineseNumber(20)).toBe('二十');
    expect(chineseNumber(35)).toBe('三十五');
    expect(schoolName('临江市', 1)).toBe('临江市第一中学');
    expect(() => chineseNumber(0)).toThrow(RangeError);
  });
});
