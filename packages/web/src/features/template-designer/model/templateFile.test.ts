import { describe, expect, it, vi } from 'vitest';
import { toSaveGroupRequest } from '../forms/groupForm';
import { toSavePropRequest } from '../forms/paperConfig';
import { toSaveSubRequest } from '../forms/subQuestionForm';
import { noProgress, saveAll, saveAllProblems } from '../saveAll';
import { DesignerStore } from './designerStore';
import { doc } from './fixtures.test-data';
import { importedTemplate, readTemplateFile, templateCounts, templateFileOf } from './templateFile';
import type { DesignerDoc, GroupDraft } from './types';

let n = 0;
const key = () => `k${++n}`;
const read = (d: unknown, into: DesignerDoc = doc) => readTemplateFile(typeof d === 'string' ? d : JSON.stringify(d), into);

describe('template file', () => {
  it('round-trips the paper areas, groups, sub-questions and settings; ids and the paper name stay behind', () => {
    const file = templateFileOf(doc);
    expect(file.pages).toEqual([
      { width: 800, height: 1100 },
      { width: 800, height: 1100 },
    ]);
    const text = JSON.stringify(file);
    expect(text).not.toContain('questionId');
    expect(text).not.toContain('数学答题卡');
    const back = read(file);
    if ('error' in back) throw new Error(back.error);
    expect(back.warnings).toEqual([]);
    const target: DesignerDoc = { ...doc, paper: { ...doc.paper, settings: { ...doc.paper.settings, name: '物理答题卡' } }, groups: [] };
    const { paper, groups } = importedTemplate(target, back.file, key);
    expect(paper.settings.name).toBe('物理答题卡');
    expect(paper.areas).toEqual(doc.paper.areas);
    expect(groups.map((g) => [g.name, g.questionId, g.subs.length])).toEqual([
      ['选择题', undefined, 0],
      ['解答题17', undefined, 2],
    ]);
    expect(groups[1]?.subs[0]).toMatchObject({ name: '17(1)', areas: doc.groups[1]?.subs[0]?.areas, points: [{ x: 100, y: 150, p: 1 }] });
    expect(groups[1]?.subs[0]).not.toHaveProperty('subId');
    expect(templateCounts(paper, groups)).toEqual({ paperAreas: 1, groups: 2, subs: 2 });
  });

  it('what it imports is what the save calls accept', () => {
    const back = read(templateFileOf(doc));
    if ('error' in back) throw new Error(back.error);
    const { paper, groups } = importedTemplate({ ...doc, groups: [] }, back.file, key);
    expect(toSavePropRequest(3004, 3, paper)).toMatchObject({ examid: 3004, subjectid: 3, maskarea: doc.paper.areas.mask });
    const g = groups[1];
    if (!g) throw new Error('no group');
    expect(toSaveGroupRequest(3004, 3, g)).not.toHaveProperty('quesid');
    expect(toSaveSubRequest(3004, 3, { ...g, questionId: 9001 }, g.subs[0] as never)).toMatchObject({ quesid: 9001, name: '17(1)' });
  });

  it('refuses what is not a template, and areas off this subject’s pages; says when the page sizes differ', () => {
    expect(read('not json')).toEqual({ error: '文件不是 JSON 格式的模板' });
    expect(read({ format: 'exam-template', version: 1 })).toMatchObject({ error: expect.stringMatching(/^文件不是可导入的模板/) });
    const file = templateFileOf(doc);
    const bad = { ...file, groups: [{ ...file.groups[0], type: 3 }] };
    expect(read(bad)).toMatchObject({ error: expect.stringContaining('groups.0.type') });
    const onePage: DesignerDoc = { ...doc, pages: doc.pages.slice(0, 1) };
    expect(read(file, onePage)).toEqual({ error: '模板有 2 页的区域，本科目只有 1 页试卷图片' });
    const small: DesignerDoc = { ...doc, pages: doc.pages.map((p) => ({ ...p, width: 700 })) };
    expect(read(file, small)).toMatchObject({ error: expect.stringMatching(/^模板中有 \d+ 个区域超出/) });
    const big: DesignerDoc = { ...doc, pages: doc.pages.map((p) => ({ ...p, width: 900 })) };
    const warned = read(file, big);
    expect('warnings' in warned && warned.warnings[0]).toMatch(/页面大小（800×1100、800×1100）与本科目的试卷图片（900×1100、900×1100）不同/);
  });
});

describe('an import in the store and 全部保存', () => {
  it('is one undo step, and saving sends the paper, deletes the replaced groups, saves each new group and then its sub-questions', async () => {
    const store = new DesignerStore(doc);
    // The fixture's objective group with every recognition setting its drawer asks for.
    const source: DesignerDoc = { ...doc, groups: doc.groups.map((g) => (g.type === 1 ? { ...g, content: { ...g.content, coverage2: 55, uncoverage: 9, uncoverage2: 15, depth: 50 } } : g)) };
    const back = read(templateFileOf(source));
    if ('error' in back) throw new Error(back.error);
    const { paper, groups } = importedTemplate(source, back.file, key);
    store.importTemplate({ ...paper, areas: { ...paper.areas, code: [{ x: 1, y: 1, w: 20, h: 20, p: 0 }] } }, groups);
    expect(store.getSnapshot().doc.groups.every((g) => g.questionId === undefined)).toBe(true);
    store.undo();
    expect(store.getSnapshot().doc).toBe(doc);
    store.redo();
    const state = store.getSnapshot();
    expect(saveAllProblems(state)).toEqual([]);
    const calls: string[] = [];
    let next = 9000;
    const saved: { question_id: number; question_name: string }[] = [];
    await saveAll(3001, 2, state, {
      saveProp: vi.fn(async () => calls.push('prop')),
      deleteGroup: vi.fn(async (id: number) => calls.push(`delete ${id}`)),
      saveGroup: vi.fn(async (body) => {
        calls.push(`group ${body.name}`);
        saved.push({ question_id: ++next, question_name: body.name });
      }),
      saveSub: vi.fn(async (body) => calls.push(`sub ${body.name} of ${body.quesid}`)),
      loadGroups: vi.fn(async () => saved as never),
    });
    expect(calls).toEqual(['prop', 'delete 801', 'delete 803', 'group 选择题', 'group 解答题17', 'sub 17(1) of 9002', 'sub 17(2) of 9002']);
  });

  it('checks every part first: a broken one is named and nothing is sent', () => {
    const store = new DesignerStore(doc);
    const broken = { ...(doc.groups[1] as GroupDraft), key: 'x', questionId: undefined, name: '', areas: [] };
    store.importTemplate(doc.paper, [broken]);
    const problems = saveAllProblems(store.getSnapshot());
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toContain('题组至少需要一个区域');
  });
});

describe('a 全部保存 that stops half way', () => {
  it('records what the server holds, and the document then saves only the rest', async () => {
    const fresh = (name: string, subs: string[]) => ({
      ...(doc.groups[1] as GroupDraft),
      key: `d-${name}`,
      questionId: undefined,
      name,
      subs: subs.map((s, i) => ({ ...(doc.groups[1]?.subs[0] as GroupDraft['subs'][number]), key: `d-${name}-${s}`, subId: undefined, name: s, num: 100 + i, points: [], areas: [{ x: 60 + i * 310, y: 110, w: 300, h: 200, p: 1 }] })),
    });
    const store = new DesignerStore({ ...doc, groups: [] });
    store.importTemplate(doc.paper, [fresh('甲', ['1', '2']), fresh('乙', ['3'])]);
    const progress = noProgress();
    const saved: { question_id: number; question_name: string }[] = [];
    let subs = 0;
    const calls = {
      saveProp: vi.fn(async () => undefined),
      deleteGroup: vi.fn(async () => undefined),
      saveGroup: vi.fn(async (body: { name: string }) => void saved.push({ question_id: 9000 + saved.length + 1, question_name: body.name })),
      // The second sub-question is refused (as a lost session would).
      saveSub: vi.fn(async () => {
        if (++subs === 2) throw new Error('登录失效');
      }),
      loadGroups: vi.fn(async () => saved as never),
    };
    await expect(saveAll(3001, 2, store.getSnapshot(), calls, progress)).rejects.toThrow('登录失效');
    expect(progress.groups).toEqual({ 'd-甲': 9001 });
    expect([...progress.subs]).toEqual(['d-甲-1']);
    store.partlySaved(progress);
    const groups = store.getSnapshot().doc.groups;
    expect(groups.map((g) => [g.key, g.questionId, g.subs.map((s) => s.name)])).toEqual([
      ['9001', 9001, ['2']],
      ['d-乙', undefined, ['3']],
    ]);
  });
});
