import { describe, expect, it } from 'vitest';
import { unitFormSchema, unitSaveBody } from './unitForm';

const valid = { unit_name: '临江市第四中学', unit_code: 'LJ004', short_code: 'LJSZ', unit_type: '4', state: '1', punit_id: '20' };

describe('unit table dialog', () => {
  it('requires name, code, short code, type and state', () => {
    const issues = unitFormSchema.safeParse({ ...valid, unit_name: ' ', unit_code: '', short_code: '', unit_type: '', state: '' }).error?.issues;
    expect(issues?.map((i) => i.message)).toEqual(['请填写单位名称', '请填写单位编码', '请填写单位简码', '请选择单位类型', '请选择状态']);
  });

  it('sends the dealer for a school only', () => {
    expect(unitSaveBody(valid, undefined)).toMatchObject({ unit_id: null, unit_type: '4', punit_id: 20 });
    expect(unitSaveBody({ ...valid, unit_type: '3' }, 12)).toMatchObject({ unit_id: 12, unit_type: '3', punit_id: null });
  });
});
