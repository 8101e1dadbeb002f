// Pure rules of the paper upload screen: which files may be sent, how sizes and progress read.
export const IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';
export const WRONG_FILE_TEXT = '只能上传jpg或png格式的试卷图片';

/** Whether a file is a page image the upload takes (JPEG or PNG, by type or name). */
export function isPaperImage(file: { name: string; type: string }): boolean {
  return /^image\/(jpeg|png)$/i.test(file.type) || /\.(jpe?g|png)$/i.test(file.name);
}

/** Adds newly picked files to the chosen ones (the same name and size only once); refused ones are counted. */
export function addFiles<F extends { name: string; type: string; size: number }>(chosen: readonly F[], picked: readonly F[]): { files: F[]; refused: number } {
  const files = [...chosen];
  let refused = 0;
  for (const f of picked) {
    if (!isPaperImage(f)) refused++;
    else if (!files.some((x) => x.name === f.name && x.size === f.size)) files.push(f);
  }
  return { files, refused };
}

/** A size as people read it: 512 B, 12.3 KB, 4.5 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The text under the progress bar. */
export function progressText(p: { loaded: number; total: number }, percent: number): string {
  if (p.total > 0 && p.loaded >= p.total) return `已发送 ${formatBytes(p.total)}，等待服务器处理…`;
  return `上传中：${percent}%（${formatBytes(p.loaded)} / ${p.total > 0 ? formatBytes(p.total) : '…'}）`;
}
