// Calls of the batch-add dialog (spec 2 §7 "Template"): the group areas' cut-outs, the option recognition in them and
// the batch save. The dialog shows its own progress for the first two, so they keep the global overlay closed.
import { unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../../lib/api';

/** The area cut-outs, one base64 JPEG per area, in order. */
export const loadOptionImages = (body: Schemas['TemplateAreasRequest']) =>
  unwrap(api.POST('/api/exam/getoptionimages', { body, ...withoutLoading() }));

/** The option boxes found in each area (page pixels), with the tolerance width and the colour depth. */
export const recogniseOptions = (body: Schemas['GetOptionPosRequest']) =>
  unwrap(api.POST('/api/exam/getoptionpos', { body, ...withoutLoading() }));

export const batchAddSubQuestions = (body: Schemas['BatchAddSubQuestionRequest']) =>
  unwrap(api.POST('/api/exam/batchaddsubquestion', { body }));
