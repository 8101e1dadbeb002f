/**
 * Realistic Chinese names for the seeded dataset, with pinyin for account names (pure; randomness from a `Rng`).
 *
 * Interface:
 *   type Gender = 'male' | 'female'
 *   interface Person { name: string; surname: string; given: string; gender: Gender }
 *   person(rng: Rng, gender?: Gender): Person        // surname weighted by frequency, given name of 1 (30 %) or 2 chars
 *   personName(rng: Rng, gender?: Gender): string    // person(...).name
 *   uniqueNames(rng: Rng, n: number, gender?: Gender): string[]  // n distinct names (RangeError if n is out of reach)
 *   uniquePeople(rng: Rng, n: number, gender?: Gender): Person[] // the same, with the parts
 *   pinyinOf(name: string): string | undefined       // '张伟' → 'zhangwei'; undefined if a char is not in the tables
 *   accountName(name: string, taken: Set<string>): string
 *       // pinyin account, unique against `taken` (adds the result): zhangwei, zhangwei2, zhangwei3, …;
 *       // names outside the tables fall back to 't' + a number.
 *   GRADE_NAMES_SENIOR = ['高一', '高二', '高三'], GRADE_NAMES_JUNIOR = ['初一', '初二', '初三']
 *   className(grade: string, n: number): string     // ('高一', 1) → '高一(1)班'
 *   chineseNumber(n: number): string                // 1..99 → '一'…'九十九'
 *   schoolName(city: string, n: number): string     // ('临江市', 1) → '临江市第一中学'
 *
 * Choice for teacher accounts: pinyin of the full name (every surname and given-name character here carries its
 * pinyin, so every generated name has one), de-duplicated with a number suffix, as in the example world (张伟 →
 * zhangwei). Tone marks are dropped and ü is written v (吕 → lv).
 */
import type { Rng } from './random.ts';

export type Gender = 'male' | 'female';

export interface Person {
  name: string;
  surname: string;
  given: string;
  gender: Gender;
}

/** [surname, pinyin, weight ≈ per-mille of the population]. */
const SURNAMES: readonly (readonly [string, string, number])[] = [
  ['王', 'wang', 71], ['李', 'li', 70], ['张', 'zhang', 67], ['刘', 'liu', 54], ['陈', 'chen', 45],
  ['杨', 'yang', 31], ['黄', 'huang', 22], ['赵', 'zhao', 20], ['吴', 'wu', 19], ['周', 'zhou', 19],
  ['徐', 'xu', 15], ['孙', 'sun', 15], ['马', 'ma', 14], ['朱', 'zhu', 13], ['胡', 'hu', 13],
  ['郭', 'guo', 12], ['何', 'he', 12], ['林', 'lin', 11], ['高', 'gao', 11], ['罗', 'luo', 10],
  ['郑', 'zheng', 10], ['梁', 'liang', 9], ['谢', 'xie', 8], ['宋', 'song', 8], ['唐', 'tang', 8],
  ['许', 'xu', 7], ['韩', 'han', 7], ['冯', 'feng', 7], ['邓', 'deng', 7], ['曹', 'cao', 7],
  ['彭', 'peng', 6], ['曾', 'zeng', 6], ['肖', 'xiao', 6], ['田', 'tian', 6], ['董', 'dong', 5],
  ['袁', 'yuan', 5], ['潘', 'pan', 5], ['于', 'yu', 5], ['蒋', 'jiang', 5], ['蔡', 'cai', 5],
  ['余', 'yu', 5], ['杜', 'du', 5], ['叶', 'ye', 5], ['程', 'cheng', 5], ['苏', 'su', 4],
  ['魏', 'wei', 4], ['吕', 'lv', 4], ['丁', 'ding', 4], ['任', 'ren', 4], ['沈', 'shen', 4],
  ['姚', 'yao', 3], ['卢', 'lu', 3], ['姜', 'jiang', 3], ['崔', 'cui', 3], ['钟', 'zhong', 3],
  ['谭', 'tan', 3], ['陆', 'lu', 3], ['汪', 'wang', 3], ['范', 'fan', 3], ['金', 'jin', 3],
  ['石', 'shi', 3], ['廖', 'liao', 3], ['贾', 'jia', 3], ['夏', 'xia', 3], ['韦', 'wei', 2],
  ['付', 'fu', 2], ['方', 'fang', 2], ['白', 'bai', 2], ['邹', 'zou', 2], ['孟', 'meng', 2],
  ['熊', 'xiong', 2], ['秦', 'qin', 2], ['邱', 'qiu', 2], ['江', 'jiang', 2], ['尹', 'yin', 2],
  ['薛', 'xue', 2], ['闫', 'yan', 2], ['段', 'duan', 2], ['雷', 'lei', 2], ['侯', 'hou', 2],
  ['龙', 'long', 2], ['史', 'shi', 2], ['陶', 'tao', 2], ['黎', 'li', 2], ['贺', 'he', 2],
  ['顾', 'gu', 2], ['毛', 'mao', 2], ['郝', 'hao', 2], ['龚', 'gong', 2], ['邵', 'shao', 2],
  ['万', 'wan', 2], ['钱', 'qian', 2], ['严', 'yan', 2], ['欧阳', 'ouyang', 0.3], ['司马', 'sima', 0.1],
];

const MALE_GIVEN: readonly (readonly [string, string])[] = [
  ['伟', 'wei'], ['强', 'qiang'], ['磊', 'lei'], ['军', 'jun'], ['勇', 'yong'], ['杰', 'jie'], ['涛', 'tao'],
  ['明', 'ming'], ['超', 'chao'], ['浩', 'hao'], ['鹏', 'peng'], ['宇', 'yu'], ['俊', 'jun'], ['峰', 'feng'],
  ['建', 'jian'], ['国', 'guo'], ['志', 'zhi'], ['文', 'wen'], ['斌', 'bin'], ['博', 'bo'], ['晨', 'chen'],
  ['子', 'zi'], ['轩', 'xuan'], ['泽', 'ze'], ['睿', 'rui'], ['昊', 'hao'], ['天', 'tian'], ['一', 'yi'],
  ['嘉', 'jia'], ['宏', 'hong'], ['凯', 'kai'], ['辉', 'hui'], ['亮', 'liang'], ['成', 'cheng'], ['海', 'hai'],
  ['阳', 'yang'], ['瑞', 'rui'], ['鑫', 'xin'], ['锐', 'rui'], ['航', 'hang'], ['逸', 'yi'], ['铭', 'ming'],
  ['哲', 'zhe'], ['宁', 'ning'], ['豪', 'hao'], ['翔', 'xiang'], ['旭', 'xu'], ['诚', 'cheng'], ['思', 'si'],
  ['远', 'yuan'],
];

const FEMALE_GIVEN: readonly (readonly [string, string])[] = [
  ['芳', 'fang'], ['娜', 'na'], ['敏', 'min'], ['静', 'jing'], ['丽', 'li'], ['艳', 'yan'], ['婷', 'ting'],
  ['雪', 'xue'], ['琳', 'lin'], ['欣', 'xin'], ['怡', 'yi'], ['悦', 'yue'], ['萱', 'xuan'], ['涵', 'han'],
  ['梓', 'zi'], ['诗', 'shi'], ['雨', 'yu'], ['晓', 'xiao'], ['佳', 'jia'], ['若', 'ruo'], ['可', 'ke'],
  ['馨', 'xin'], ['语', 'yu'], ['彤', 'tong'], ['妍', 'yan'], ['慧', 'hui'], ['洁', 'jie'], ['玲', 'ling'],
  ['颖', 'ying'], ['倩', 'qian'], ['薇', 'wei'], ['琪', 'qi'], ['露', 'lu'], ['瑶', 'yao'], ['梦', 'meng'],
  ['雅', 'ya'], ['晴', 'qing'], ['月', 'yue'], ['茜', 'qian'], ['蕾', 'lei'], ['燕', 'yan'], ['红', 'hong'],
  ['霞', 'xia'], ['秀', 'xiu'], ['丹', 'dan'], ['菲', 'fei'], ['楠', 'nan'], ['紫', 'zi'], ['安', 'an'],
  ['心', 'xin'],
];

/** Characters that read well doubled in a girl's name (婷婷, 琳琳). */
const DOUBLED = new Set(['婷', '琳', '丹', '露', '菲', '月', '晶', '雪']);

const PINYIN = new Map<string, string>();
for (const [char, py] of [...MALE_GIVEN, ...FEMALE_GIVEN]) PINYIN.set(char, py);
const SURNAME_PINYIN = new Map<string, string>(SURNAMES.map(([s, py]) => [s, py]));
const SURNAME_WEIGHTS: readonly (readonly [string, number])[] = SURNAMES.map(([s, , w]) => [s, w]);

export function person(rng: Rng, gender?: Gender): Person {
  const g: Gender = gender ?? (rng.chance(0.5) ? 'male' : 'female');
  const surname = rng.weighted(SURNAME_WEIGHTS);
  const pool = (g === 'male' ? MALE_GIVEN : FEMALE_GIVEN).filter(([c]) => c !== surname);
  const first = rng.pick(pool)[0];
  let given = first;
  if (!rng.chance(0.3)) {
    if (g === 'female' && DOUBLED.has(first) && rng.chance(0.15)) given = first + first;
    else given = first + rng.pick(pool.filter(([c]) => c !== first))[0];
  }
  return { name: surname + given, surname, given, gender: g };
}

export function personName(rng: Rng, gender?: Gender): string {
  return person(rng, gender).name;
}

export function uniquePeople(rng: Rng, n: number, gender?: Gender): Person[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`uniquePeople: n must be a non-negative integer, got ${n}`);
  const seen = new Set<string>();
  const out: Person[] = [];
  const budget = n * 50 + 1000;
  for (let tries = 0; out.length < n; tries++) {
    if (tries > budget) throw new RangeError(`uniquePeople: could not find ${n} distinct names`);
    const p = person(rng, gender);
    if (seen.has(p.name)) continue;
    seen.add(p.name);
    out.push(p);
  }
  return out;
}

export function uniqueNames(rng: Rng, n: number, gender?: Gender): string[] {
  return uniquePeople(rng, n, gender).map((p) => p.name);
}

export function pinyinOf(name: string): string | undefined {
  let rest = name;
  let out = '';
  const compound = SURNAME_PINYIN.get(name.slice(0, 2));
  if (compound !== undefined && name.length > 2) {
    out = compound;
    rest = name.slice(2);
  } else {
    const single = SURNAME_PINYIN.get(name.slice(0, 1));
    if (single === undefined) return undefined;
    out = single;
    rest = name.slice(1);
  }
  for (const char of rest) {
    const py = PINYIN.get(char) ?? SURNAME_PINYIN.get(char);
    if (py === undefined) return undefined;
    out += py;
  }
  return out;
}

export function accountName(name: string, taken: Set<string>): string {
  const base = pinyinOf(name);
  let candidate: string;
  if (base !== undefined) {
    candidate = base;
    for (let i = 2; taken.has(candidate); i++) candidate = `${base}${i}`;
  } else {
    let i = taken.size + 1;
    candidate = `t${i}`;
    while (taken.has(candidate)) candidate = `t${++i}`;
  }
  taken.add(candidate);
  return candidate;
}

export const GRADE_NAMES_SENIOR: readonly string[] = ['高一', '高二', '高三'];
export const GRADE_NAMES_JUNIOR: readonly string[] = ['初一', '初二', '初三'];

export function className(grade: string, n: number): string {
  return `${grade}(${n})班`;
}

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

export function chineseNumber(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) throw new RangeError(`chineseNumber: 1..99 only, got ${n}`);
  if (n < 10) return DIGITS[n] as string;
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones === 0 ? '' : DIGITS[ones]}`;
}

export function schoolName(city: string, n: number): string {
  return `${city}第${chineseNumber(n)}中学`;
}
