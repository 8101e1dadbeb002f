// The unit table dialog's rules (spec 1 §5): name, code, short code, type and state required, with the lengths of §9;
// the dealer only for a school (type '4').
import { z } from 'zod';
import type { UnitRow, UnitSave } from './queries';

export const unitFormSchema = z.object({
  unit_name: z.string().trim().min(1, '请填写单位名称').max(30, '不能超过30个字'),
  unit_code: z.string().trim().min(1, '请填写单位编码').max(20, '不能超过20个字'),
  short_code: z.string().trim().min(1, '请填写单位简码').max(4, '不能超过4个字'),
  unit_type: z.enum(['3', '4'], { error: '请选择单位类型' }),
  state: z.enum(['0', '1'], { error: '请选择状态' }),
  punit_id: z.string().nullable(),
});

export interface UnitFormValues {
  unit_name: string;
  unit_code: string;
  short_code: string;
  unit_type: string;
  state: string;
  punit_id: string | null;
}

export function unitFormValues(row: UnitRow | undefined): UnitFormValues {
  return {
    unit_name: row?.unit_name ?? '',
    unit_code: row?.unit_code ?? '',
    short_code: row?.short_code ?? '',
    unit_type: row?.unit_type ?? '',
    state: row?.state ?? '1',
    punit_id: row?.punit_id == null ? null : String(row.punit_id),
  };
}

/** The save call's body from valid form values: the dealer is sent for a school only. */
export function unitSaveBody(values: UnitFormValues, unitId: number | undefined): UnitSave {
  const v = unitFormSchema.parse(values);
  return {
    unit_id: unitId ?? null,
    unit_name: v.unit_name,
    unit_code: v.unit_code,
    short_code: v.short_code,
    unit_type: v.unit_type,
    state: v.state,
    punit_id: v.unit_type === '4' && v.punit_id ? Number(v.punit_id) : null,
  };
}
