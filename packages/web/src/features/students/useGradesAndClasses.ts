// The grade and class selects of the filters and the student dialog: grades of the school, classes of a grade
// (reloaded when the grade changes; a failure says '加载班级列表失败').
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { showError } from '../../lib/feedback';
import { classesQuery, gradesQuery } from './queries';

export interface Option {
  value: string;
  label: string;
}

export function useGradeOptions(unitId: number | undefined): Option[] {
  const grades = useQuery({ ...gradesQuery(unitId ?? 0), enabled: unitId !== undefined });
  return (grades.data ?? []).map((g) => ({ value: String(g.grade_id), label: g.grade }));
}

export function useClassOptions(unitId: number | undefined, gradeId: number | null | undefined): Option[] {
  const enabled = unitId !== undefined && gradeId !== null && gradeId !== undefined;
  const classes = useQuery({ ...classesQuery(unitId ?? 0, gradeId ?? null), enabled });
  const failed = classes.isError;
  useEffect(() => {
    if (failed) showError('加载班级列表失败');
  }, [failed]);
  return enabled ? (classes.data ?? []).map((c) => ({ value: String(c.class_id), label: c.class_name })) : [];
}
