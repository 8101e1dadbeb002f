// Question stems through the SDK (strict client): the stem configuration page's calls (exam/question-info-paper). The
// seeded stems of exam 3001 数学, saving stem regions and loading them back, the rules a region must keep (an existing
// page, inside it, a real size, an existing group), uploading a stem image whose URL then serves the bytes, removing
// it, and a deleted group taking its stem along.
import { multipartSerializer, unwrap } from '@exam/sdk/node';
import { describe, expect, it } from 'vitest';
import { useSignedInMock } from './stateful-support.ts';
import type { Client, StatefulMock } from './stateful-support.ts';

let m: StatefulMock;
let c: Client;
useSignedInMock((mock, client) => {
  m = mock;
  c = client;
});

const MATH = { examid: 3001, subjectid: 2 };
const stems = () => unwrap(c.POST('/api/exam/loadquestionstem', { body: MATH }));
const stemOf = async (quesid: number) => (await stems()).find((s) => s.question_id === quesid);
const save = (quesid: number, areas: { x: number; y: number; w: number; h: number; p: number }[]) =>
  unwrap(c.POST('/api/exam/savequestionstem', { body: { ...MATH, quesid, areas } }));
const upload = (quesid: number, file: File) =>
  unwrap(c.POST('/api/exam/uploadquestionstem', { body: { ...MATH, quesid, imgfile: file }, bodySerializer: multipartSerializer }));
/** A small PNG's first bytes (the mock keeps the bytes as they are). */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 4, 0, 0, 0, 3, 8, 0, 0, 0]);

describe('question stems of exam 3001 数学', () => {
  it('lists every question group with its seeded stem', async () => {
    const list = await stems();
    expect(list.map((s) => [s.question_id, s.question_name, s.question_type, s.stem_area.length, s.stem_image])).toEqual([
      [801, '选择题', 1, 0, null],
      [802, '填空题', 2, 1, null],
      [803, '解答题17', 2, 1, null],
      [804, '解答题18', 2, 0, null],
    ]);
    expect(list[2]?.stem_area[0]).toEqual({ x: 60, y: 831, w: 707, h: 120, p: 0 });
  });

  it('saves the stem regions of a group and loads them back, on either page', async () => {
    const areas = [
      { x: 60, y: 110, w: 707, h: 80, p: 1 },
      { x: 60, y: 599, w: 300, h: 40, p: 1 },
    ];
    await expect(save(804, areas)).resolves.toBe('保存成功');
    expect((await stemOf(804))?.stem_area).toEqual(areas);
    // An empty list removes them.
    await save(804, []);
    expect((await stemOf(804))?.stem_area).toEqual([]);
  });

  it('refuses regions off the pages, outside a page, without size or for a missing group, keeping what was saved', async () => {
    const before = (await stemOf(803))?.stem_area;
    await expect(save(803, [{ x: 60, y: 831, w: 707, h: 120, p: 2 }])).rejects.toThrow('题干区域所在的试卷图片不存在');
    await expect(save(803, [{ x: 600, y: 1100, w: 300, h: 120, p: 0 }])).rejects.toThrow('题干区域不能超出试卷图片');
    await expect(save(803, [{ x: 60, y: 831, w: 0, h: 120, p: 0 }])).rejects.toThrow('题干区域的宽和高必须大于0');
    await expect(save(9999, [{ x: 60, y: 831, w: 100, h: 120, p: 0 }])).rejects.toThrow('题组不存在');
    expect((await stemOf(803))?.stem_area).toEqual(before);
  });

  it('serves an uploaded stem image at its URL, a new upload at a new URL, and removes it', async () => {
    await expect(upload(803, new File([PNG], '第17题题干.png', { type: 'image/png' }))).resolves.toBe('上传成功');
    const first = (await stemOf(803))?.stem_image;
    expect(first).toMatch(/^\/upload\/stem\/3001\/2\/803-\d+\.png$/);
    const res = await fetch(`${m.mock.url}${first ?? ''}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);

    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await upload(803, new File([jpeg], '题干.jpg', { type: 'image/jpeg' }));
    const second = (await stemOf(803))?.stem_image;
    expect(second).not.toBe(first);
    expect(new Uint8Array(await (await fetch(`${m.mock.url}${second ?? ''}`)).arrayBuffer())).toEqual(jpeg);
    expect((await fetch(`${m.mock.url}${first ?? ''}`)).status).toBe(404);

    await expect(upload(803, new File(['hello'], '题干.txt', { type: 'text/plain' }))).rejects.toThrow('只能上传png、jpeg或gif格式的图片');
    await expect(upload(9999, new File([PNG], 'a.png', { type: 'image/png' }))).rejects.toThrow('题组不存在');

    // Removing the image keeps the regions; removing 'all' takes both.
    await expect(unwrap(c.POST('/api/exam/delquestionstem', { body: { ...MATH, quesid: 803, target: 'image' } }))).resolves.toBe('删除成功');
    const afterImage = await stemOf(803);
    expect(afterImage?.stem_image).toBeNull();
    expect(afterImage?.stem_area).toHaveLength(1);
    expect((await fetch(`${m.mock.url}${second ?? ''}`)).status).toBe(404);
    await unwrap(c.POST('/api/exam/delquestionstem', { body: { ...MATH, quesid: 803, target: 'all' } }));
    expect((await stemOf(803))?.stem_area).toEqual([]);
  });

  it('a deleted question group takes its stem along', async () => {
    await upload(802, new File([PNG], '填空题.png', { type: 'image/png' }));
    const url = (await stemOf(802))?.stem_image;
    expect(url).toBeTruthy();
    await unwrap(c.POST('/api/exam/delsubjectquestion', { body: { examid: 3001, quesid: 802 } }));
    expect(await stemOf(802)).toBeUndefined();
    expect((await fetch(`${m.mock.url}${url ?? ''}`)).status).toBe(404);
  });
});
