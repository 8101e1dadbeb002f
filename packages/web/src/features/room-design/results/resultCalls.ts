// The calls of the results step (spec 3 §7.4): delete a design, check and set it as the exam-room scan data, and
// download its 考务数据.zip. Each names one design of one exam.
import { download, unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../../lib/api';

export type DesignRef = Schemas['RoomDesignRef'];

export const deleteDesign = (body: DesignRef) => unwrap(api.POST('/api/examroomdesign/deletearrangement', { body }));

export const checkScanData = (body: DesignRef) => unwrap(api.POST('/api/examroomdesign/checkscandata', { body }));

export const setScanData = (body: DesignRef) => unwrap(api.POST('/api/examroomdesign/setasscandata', { body }));

/** The zip (its button shows the wait, so no page-wide overlay). */
export const downloadDesign = (body: DesignRef) =>
  download(api.POST('/api/examroomdesign/downloadarrangement', { body, parseAs: 'blob', ...withoutLoading() }));
