// The student form's rules (spec 1 §5): name required, at most 30; number required, digits only ('学号必须是数字');
// grade and class required. A blank password defaults to the student number (spec 1 §9).
import { z } from 'zod';
import type { StudentRow, StudentSave } from './queries';

export const studentFormSchema = z.object({
  stuname: z.string().trim().min(1, '请填写学生姓名').max(30, '学生姓名不能超过30个字符'),
  stunum: z.string().trim().min(1, '请填写学号').max(30, '学号不能超过30个字符').regex(/^\d*$/, '学号必须是数字'),
  password: z.string().max(20, '密码不能超过20个字符'),
  grade_id: z.number({ error: '请选择年级' }).nullable().refine((v) => v !== null, '请选择年级'),
  class_id: z.number({ error: '请选择班级' }).nullable().refine((v) => v !== null, '请选择班级'),
});

export interface StudentFormValues {
  stuname: string;
  stunum: string;
  password: string;
  grade_id: number | null;
  class_id: number | null;
}

export function studentFormValues(row: StudentRow | undefined, defaults?: { grade_id?: number; class_id?: number }): StudentFormValues {
  return {
    stuname: row?.student_name ?? '',
    stunum: row?.student_number ?? '',
    password: '',
    grade_id: row?.grade_id ?? defaults?.grade_id ?? null,
    class_id: row?.class_id ?? defaults?.class_id ?? null,
  };
}

export function studentSaveBody(values: StudentFormValues, unitid: number): StudentSave {
  const v = studentFormSchema.parse(values);
  return {
    stuname: v.stuname,
    stunum: v.stunum,
    // A blank password becomes the student number.
    password: v.password || v.stunum,
    grade_id: v.grade_id as number,
    class_id: v.class_id as number,
    unitid,
  };
}
