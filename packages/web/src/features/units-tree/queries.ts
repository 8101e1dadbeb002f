// The unit tree screen's data (spec 1 §7 "Unit tree") and its form rules (spec 1 §5 "Unit tree form").
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

export const unitTreeQuery = queryOptions({
  queryKey: ['unit-tree'],
  queryFn: () => unwrap(api.GET('/api/unit/loadeduunit', withoutLoading())),
});

/** Unit types for the form, through the keyed code-list call (result keyed by type). */
export const unitTypeCodesQuery = queryOptions({
  queryKey: ['codes-by-types', 'unit_type'],
  queryFn: async () => (await unwrap(api.POST('/api/common/loadcodebytypes', { body: { types: ['unit_type'] }, ...withoutLoading() }))).unit_type ?? [],
  staleTime: Infinity,
});


export const UNIT_TYPES = ['3', '4'] as const satisfies readonly Schemas['UnitType'][];

export const unitFormSchema = z.object({
  unitname: z.string().trim().min(1, '请填写单位名称').max(30, '不能超过30个字'),
  unitcode: z.string().trim().min(1, '请填写单位编码').max(20, '不能超过20个字'),
  shortcode: z.string().trim().min(1, '请填写单位简码').max(4, '不能超过4个字'),
  unittype: z.string().refine((v) => (UNIT_TYPES as readonly string[]).includes(v), '请选择单位类型'),
  unittags: z.array(z.string()),
});

export type UnitFormValues = { unitname: string; unitcode: string; shortcode: string; unittype: string; unittags: string[] };

/** The save payload from the form's values (trimmed), for an edit (`unitid`) or an add (`unitid` null). */
export function toSaveRequest(values: UnitFormValues, unitid: number | null, parentid: number | null): Schemas['SaveUnitRequest'] {
  return {
    unitid,
    unitname: values.unitname.trim(),
    unitcode: values.unitcode.trim(),
    shortcode: values.shortcode.trim(),
    unittype: values.unittype as Schemas['UnitType'],
    parentid,
    unittags: values.unittags.map(Number),
  };
}
