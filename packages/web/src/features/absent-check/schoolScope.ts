// Which schools the absence check may show: types 1, 2 and 6 choose any school of the exam (the exam list keeps them in
// the app state) or all of them; other users are fixed to their own unit (spec 3 §6, as in school scan).
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { appStateAtom } from '../../lib/appState';
import { choosesAnySchool } from '../../lib/permissions';
import { sessionQuery } from '../../lib/session';

export interface SchoolOption {
  unit_id: number;
  unit_name: string;
}

export interface SchoolScope {
  /** The schools offered (one when fixed). */
  schools: SchoolOption[];
  /** The user's own school, when they may not choose. */
  fixed: SchoolOption | undefined;
}

/** The school scope, or undefined while the session loads. */
export function useSchoolScope(): SchoolScope | undefined {
  const session = useQuery(sessionQuery).data;
  const app = useAtomValue(appStateAtom);
  if (!session) return undefined;
  const examSchools = (app.exam_all_unit_ids ?? []).map((unit_id, i) => ({ unit_id, unit_name: app.exam_all_unit_names?.[i] ?? String(unit_id) }));
  if (choosesAnySchool(session.user.user_type)) return { schools: examSchools, fixed: undefined };
  const own = {
    unit_id: session.user.unit_id,
    unit_name: examSchools.find((s) => s.unit_id === session.user.unit_id)?.unit_name ?? session.unit.unit_name,
  };
  return { schools: [own], fixed: own };
}
