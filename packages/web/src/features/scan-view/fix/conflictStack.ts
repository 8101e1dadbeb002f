// The modify-exam-number dialog's stack of conflicts (spec 3 §4.4): the top entry is the sheet to renumber now. When
// moving a sheet onto a number that already had one (modifyUploadedPaperSid answers paperBase64), that displaced sheet
// is held under the old number and needs a number too: a new entry (from → to) is pushed. The dialog closes when the
// stack is empty.

export interface ConflictEntry {
  /** The exam number the sheet is held under now (modifyUploadedPaperSid's oldSid). */
  sid: string;
  /** The number whose sheet it was before it was displaced (shown as from → to), absent for the first entry. */
  displacedFrom?: string;
  /** The displaced sheet's front (base64 JPEG) from the server, absent for the first entry (the row shows it). */
  image?: string;
  /** The scan row showing this sheet, if any (its number is updated when the entry is resolved). */
  rowId?: string;
}

/**
 * The stack after the top entry was moved to `newSid`: the entry leaves; when the server answered a displaced sheet
 * (paperBase64), that sheet is pushed, held under the old number, with the row that showed it if any.
 */
export function afterModify(
  stack: readonly ConflictEntry[],
  newSid: string,
  answer: { paperBase64?: string | undefined },
  displacedRowId?: string,
): ConflictEntry[] {
  const top = stack.at(-1);
  if (!top) return [];
  const rest = stack.slice(0, -1);
  if (!answer.paperBase64) return rest;
  return [...rest, { sid: top.sid, displacedFrom: newSid, image: answer.paperBase64, ...(displacedRowId ? { rowId: displacedRowId } : {}) }];
}
