/**
 * Zip archives for downloads such as the arrangement's '考务数据.zip' (fflate, synchronous, pure).
 *
 * Interface:
 *   interface ZipEntry { name: string; data: Uint8Array | string }   // string data is written as UTF-8
 *   zipFiles(files: readonly ZipEntry[], options?: { mtime?: Date; level?: 0..9 }): Buffer
 *       - names may contain Chinese and '/' folders; fflate writes them as UTF-8 and sets the UTF-8 flag (general
 *         purpose bit 11) for non-ASCII names, so Windows Explorer, macOS and unzip show them correctly;
 *       - a repeated name gets ' (2)', ' (3)', … before its extension, so no entry is lost;
 *       - mtime defaults to 2026-01-01 00:00 local time, so the same files give the same bytes (deterministic);
 *       - level defaults to 6.
 *   unzipFiles(data: Uint8Array): Map<string, Uint8Array>              // the reverse (tests, uploads)
 *   ZIP_CONTENT_TYPE = 'application/zip'
 */
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';

export const ZIP_CONTENT_TYPE = 'application/zip';

export interface ZipEntry {
  name: string;
  data: Uint8Array | string;
}

type Level = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

function uniqueName(name: string, used: Set<string>): string {
  if (!used.has(name)) return name;
  const slash = name.lastIndexOf('/');
  const dot = name.lastIndexOf('.');
  const cut = dot > slash + 1 ? dot : name.length;
  for (let i = 2; ; i++) {
    const candidate = `${name.slice(0, cut)} (${i})${name.slice(cut)}`;
    if (!used.has(candidate)) return candidate;
  }
}

export function zipFiles(files: readonly ZipEntry[], options: { mtime?: Date; level?: Level } = {}): Buffer {
  const mtime = options.mtime ?? new Date(2026, 0, 1, 0, 0, 0);
  const level = options.level ?? 6;
  const used = new Set<string>();
  const tree: Zippable = {};
  for (const file of files) {
    const clean = file.name.replace(/\\/g, '/').replace(/^\/+/, '');
    if (clean === '' || clean.endsWith('/')) throw new RangeError(`zipFiles: not a file name: '${file.name}'`);
    const name = uniqueName(clean, used);
    used.add(name);
    const data = typeof file.data === 'string' ? strToU8(file.data) : file.data;
    // Flat keys with '/' inside are written as paths by fflate.
    tree[name] = [data, { mtime, level }];
  }
  const out = zipSync(tree);
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}

export function unzipFiles(data: Uint8Array): Map<string, Uint8Array> {
  return new Map(Object.entries(unzipSync(data)));
}
