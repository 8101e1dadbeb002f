// Every stateful handler, by operationId. Operations not listed here answer their contract `ok` example
// (x-mock-source: example; GET /__mock/coverage lists both). Add a domain: write domains/<domain>.ts exporting a
// `Handlers` object and spread it in here.
import type { Handlers } from '../types.ts';
import { absentStudentHandlers } from './absent-student.ts';
import { examConfigHandlers } from './exam-config.ts';
import { examPermissionHandlers } from './exam-permission.ts';
import { examHandlers } from './exams.ts';
import { examroomHandlers } from './examroom.ts';
import { roomDesignHandlers } from './examroomdesign.ts';
import { loginHandlers } from './login.ts';
import { markingHandlers } from './marking.ts';
import { markingMonitorHandlers } from './marking-monitor.ts';
import { markingQualityHandlers } from './marking-quality.ts';
import { markingPapersHandlers } from './marking-papers.ts';
import { permissionAssignHandlers } from './tags-assign.ts';
import { permissionTreeHandlers } from './permission-tree.ts';
import { participantHandlers } from './participants.ts';
import { peopleHandlers } from './people.ts';
import { questionStemHandlers } from './question-stems.ts';
import { scanningHandlers } from './scanning.ts';
import { reportPageHandlers } from './report-pages.ts';
import { scoreHandlers } from './scores.ts';
import { staffHandlers } from './staff.ts';
import { systemHandlers } from './system.ts';
import { unitHandlers } from './units.ts';

export const handlers: Handlers = {
  ...loginHandlers,
  ...unitHandlers,
  ...peopleHandlers,
  ...examHandlers,
  ...staffHandlers,
  ...systemHandlers,
  ...permissionTreeHandlers,
  ...permissionAssignHandlers,
  ...examConfigHandlers,
  ...questionStemHandlers,
  ...participantHandlers,
  ...scanningHandlers,
  ...examroomHandlers,
  ...roomDesignHandlers,
  ...examPermissionHandlers,
  ...absentStudentHandlers,
  ...markingHandlers,
  ...markingMonitorHandlers,
  ...markingQualityHandlers,
  ...markingPapersHandlers,
  // After staffHandlers: generateStatistics computes the report from the scores (issue 33).
  ...scoreHandlers,
  ...reportPageHandlers,
};
