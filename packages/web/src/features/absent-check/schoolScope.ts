// Which schools the absence check may show (spec 3 §6, as in school scan): lib/examSelection's schoolScope for the
// signed-in user and the exam's schools the exam list kept.
import { useQuery } from '@tanstack/react-query';
import { schoolScope, useExamSelection, type SchoolScope } from '../../lib/examSelection';
import { sessionQuery } from '../../lib/session';

export type { SchoolScope };

/** The school scope, or undefined while the session loads. */
export function useSchoolScope(): SchoolScope | undefined {
  const session = useQuery(sessionQuery).data;
  const { schools } = useExamSelection();
  if (!session) return undefined;
  return schoolScope({ ...session.user, unit_name: session.user.unit_name ?? session.unit.unit_name }, schools);
}
