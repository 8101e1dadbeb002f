// Saves a downloaded file under its server-given name, once it is known to be what it says it is: a download whose
// body is not the declared file type (a cut-off zip, an xlsx that is half a file, an empty body) is an error, not a
// saved file (lib's DownloadButton reports it as the screen's failure, never as its success text).

/** Why a file's body is not the file its type (or its name) declares; undefined when it is. */
export async function fileProblem(blob: Blob, fileName: string | undefined): Promise<string | undefined> {
  if (blob.size === 0) return DOWNLOAD_TEXTS.empty;
  const kind = kindOf(blob.type, fileName);
  if (!kind) return undefined;
  const head = await bytesOf(blob.slice(0, 8));
  const starts = (sig: readonly number[]) => sig.every((b, i) => head[i] === b);
  if (kind === 'zip') {
    // A zip (xlsx, docx are zips) starts with a local header and ends with its central directory's end record
    // (22 bytes plus a comment of at most 65535): a body cut short has no end record.
    if (!starts([0x50, 0x4b, 0x03, 0x04])) return DOWNLOAD_TEXTS.notType(label(kind, fileName));
    const tailStart = Math.max(0, blob.size - 65_557);
    const tail = await bytesOf(blob.slice(tailStart));
    for (let i = tail.length - 22; i >= 0; i--) {
      if (tail[i] === 0x50 && tail[i + 1] === 0x4b && tail[i + 2] === 0x05 && tail[i + 3] === 0x06) return undefined;
    }
    return DOWNLOAD_TEXTS.incomplete(label(kind, fileName));
  }
  if (kind === 'xls') return starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) ? undefined : DOWNLOAD_TEXTS.notType(label(kind, fileName));
  // A Windows program starts with 'MZ' (an error page or a message saved as .exe does not).
  if (kind === 'exe') return starts([0x4d, 0x5a]) ? undefined : DOWNLOAD_TEXTS.notType(label(kind, fileName));
  // pdf: '%PDF-' first and '%%EOF' in its last kilobyte.
  if (!starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return DOWNLOAD_TEXTS.notType(label(kind, fileName));
  const end = new TextDecoder('latin1').decode(await bytesOf(blob.slice(Math.max(0, blob.size - 1024))));
  return end.includes('%%EOF') ? undefined : DOWNLOAD_TEXTS.incomplete(label(kind, fileName));
}

type Kind = 'zip' | 'xls' | 'pdf' | 'exe';

/** A blob's bytes (FileReader where Blob.arrayBuffer is missing, as in jsdom). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

function kindOf(type: string, fileName: string | undefined): Kind | undefined {
  const t = type.toLowerCase();
  if (/zip|openxmlformats/.test(t)) return 'zip';
  if (t.includes('application/vnd.ms-excel')) return 'xls';
  if (t.includes('application/pdf')) return 'pdf';
  if (/x-msdownload|x-dosexec|x-msdos-program/.test(t)) return 'exe';
  const ext = /\.([a-z0-9]+)$/i.exec(fileName ?? '')?.[1]?.toLowerCase();
  if (ext === 'zip' || ext === 'xlsx' || ext === 'docx') return 'zip';
  if (ext === 'xls') return 'xls';
  if (ext === 'pdf') return 'pdf';
  if (ext === 'exe') return 'exe';
  return undefined;
}

function label(kind: Kind, fileName: string | undefined): string {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName ?? '')?.[1]?.toLowerCase();
  return ext ?? kind;
}

export const DOWNLOAD_TEXTS = {
  empty: '下载的文件是空的',
  notType: (ext: string) => `下载的内容不是有效的 ${ext} 文件`,
  incomplete: (ext: string) => `下载的 ${ext} 文件不完整，请重新下载`,
} as const;

/** Thrown when a downloaded body is not the file it declares (its message is the reason, in Chinese). */
export class BadFileError extends Error {
  override name = 'BadFileError';
}

/** Saves a downloaded file under its server-given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
