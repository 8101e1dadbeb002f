import { describe, expect, it } from 'vitest';
import { cataloguesOf, tagFormSchema, type Tag } from './tagRules';
import { TAG_TEXTS } from './texts';

const tags: Tag[] = [
  { tag_id: 31, tag_type: 'unit_tag', tag_catalog: '单位性质', tag_name: '教育行政单位' },
  { tag_id: 41, tag_type: 'student_tag', tag_catalog: '招生类型', tag_name: '统招生' },
  { tag_id: 43, tag_type: 'student_tag', tag_catalog: '住宿情况', tag_name: '住校生' },
  { tag_id: 42, tag_type: 'student_tag', tag_catalog: '招生类型', tag_name: '艺体特长生' },
];

describe('tags', () => {
  it('are grouped by type and catalogue, in the order they come', () => {
    expect(cataloguesOf(tags, 'student_tag').map((c) => [c.catalog, c.tags.map((t) => t.tag_name)])).toEqual([
      ['招生类型', ['统招生', '艺体特长生']],
      ['住宿情况', ['住校生']],
    ]);
    expect(cataloguesOf(tags, 'subject')).toEqual([]);
  });

  it('need a name of at most 20 and a catalogue of at most 10', () => {
    const schema = tagFormSchema(TAG_TEXTS);
    const errors = (v: { name: string; catalog: string }) => schema.safeParse(v).error?.issues.map((i) => i.message) ?? [];
    expect(errors({ name: ' ', catalog: '' })).toEqual(['请填写标签名称', '请填写标签目录']);
    expect(errors({ name: 'x'.repeat(21), catalog: 'y'.repeat(11) })).toEqual(['标签名称不能超过20个字', '标签目录不能超过10个字']);
    expect(errors({ name: 'x'.repeat(20), catalog: 'y'.repeat(10) })).toEqual([]);
  });
});
