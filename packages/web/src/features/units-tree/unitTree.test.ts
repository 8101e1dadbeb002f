import { describe, expect, it } from 'vitest';
import type { Schemas } from '@exam/sdk';
import { canMoveInto, filterUnits, findUnit, moveUnit, toUnitNodes, toUnitTree } from './unitTree';
import { toSaveRequest, unitFormSchema } from './queries';

const tree: Schemas['UnitTree'] = [
  {
    unit_id: 10,
    unit_name: '临江市教育局',
    unit_type: '3',
    subunit: [
      { unit_id: 11, unit_name: '临江市教研室', unit_type: '3', parent_id: 10 },
      { unit_id: 101, unit_name: '临江市第一中学', unit_type: '4', parent_id: 10 },
      { unit_id: 102, unit_name: '临江市实验中学', unit_type: '4', parent_id: 10 },
    ],
  },
];

describe('unit tree model', () => {
  const units = toUnitNodes(tree);

  it('reads subunit as children and writes them back', () => {
    expect(units[0]?.children.map((c) => c.unit_id)).toEqual([11, 101, 102]);
    expect(toUnitTree(units)).toEqual(tree);
  });

  it('filters to matching units and their ancestors', () => {
    const result = filterUnits(units, ' 实验 ');
    expect(result.map((u) => u.unit_id)).toEqual([10]);
    expect(result[0]?.children.map((u) => u.unit_id)).toEqual([102]);
    expect(filterUnits(units, '不存在')).toEqual([]);
    expect(filterUnits(units, '')).toHaveLength(1);
  });

  it('moves only inside another unit, never into itself, its sub-units or its own parent', () => {
    expect(canMoveInto(units, 101, 11)).toBe(true);
    expect(canMoveInto(units, 101, 10)).toBe(false);
    expect(canMoveInto(units, 10, 11)).toBe(false);
    expect(canMoveInto(units, 101, 101)).toBe(false);
    const moved = moveUnit(units, 101, 11);
    expect(findUnit(moved, 11)?.children.map((u) => u.unit_id)).toEqual([101]);
    expect(findUnit(moved, 101)?.parent_id).toBe(11);
    expect(findUnit(moved, 10)?.children.map((u) => u.unit_id)).toEqual([11, 102]);
  });
});

describe('unit form rules', () => {
  const valid = { unitname: '临江市第二中学', unitcode: 'LJ003', shortcode: 'LJEZ', unittype: '4', unittags: ['32'] };
  const messages = (values: typeof valid) => {
    const result = unitFormSchema.safeParse(values);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('says what is missing or too long, in the spec words', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, unitname: '  ' })).toEqual(['请填写单位名称']);
    expect(messages({ ...valid, unitname: '校'.repeat(31) })).toEqual(['不能超过30个字']);
    expect(messages({ ...valid, unitcode: '' })).toEqual(['请填写单位编码']);
    expect(messages({ ...valid, unitcode: 'A'.repeat(21) })).toEqual(['不能超过20个字']);
    expect(messages({ ...valid, shortcode: '' })).toEqual(['请填写单位简码']);
    expect(messages({ ...valid, shortcode: 'ABCDE' })).toEqual(['不能超过4个字']);
    expect(messages({ ...valid, unittype: '' })).toEqual(['请选择单位类型']);
  });

  it('builds the save payload', () => {
    expect(toSaveRequest({ ...valid, unitname: ' 临江市第二中学 ' }, null, 10)).toEqual({
      unitid: null,
      unitname: '临江市第二中学',
      unitcode: 'LJ003',
      shortcode: 'LJEZ',
      unittype: '4',
      parentid: 10,
      unittags: [32],
    });
  });
});
