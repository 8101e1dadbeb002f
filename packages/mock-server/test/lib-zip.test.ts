import { strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { unzipFiles, zipFiles } from '../src/stateful/lib/zip.ts';

/** General-purpose flags of each local file header, by name. */
function localHeaderFlags(zip: Buffer): Map<string, number> {
  const out = new Map<string, number>();
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const flags = zip.readUInt16LE(at + 6);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    out.set(name, flags);
    at += 30 + nameLength + extraLength + size;
  }
  return out;
}

describe('zip', () => {
  it('zips files with Chinese names and unzips them back', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    const zip = zipFiles([
      { name: '考务数据/高一 临江市第一中学.xlsx', data: bytes },
      { name: '说明.txt', data: '编排成功，共6名学生' },
      { name: 'readme.txt', data: 'ascii' },
      { name: '说明.txt', data: 'second' },
    ]);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    const files = unzipFiles(zip);
    expect([...files.keys()].sort()).toEqual(['readme.txt', '考务数据/高一 临江市第一中学.xlsx', '说明 (2).txt', '说明.txt'].sort());
    expect([...(files.get('考务数据/高一 临江市第一中学.xlsx') ?? [])]).toEqual([...bytes]);
    expect(strFromU8(files.get('说明.txt') ?? new Uint8Array())).toBe('编排成功，共6名学生');
    expect(strFromU8(files.get('说明 (2).txt') ?? new Uint8Array())).toBe('second');

    const flags = localHeaderFlags(zip);
    expect((flags.get('说明.txt') ?? 0) & 0x800).toBe(0x800);
    expect((flags.get('考务数据/高一 临江市第一中学.xlsx') ?? 0) & 0x800).toBe(0x800);
  });

  it('is deterministic and refuses folder-only names', () => {
    const files = [{ name: 'a.txt', data: 'x' }];
    expect(zipFiles(files).equals(zipFiles(files))).toBe(true);
    expect(() => zipFiles([{ name: 'folder/', data: '' }])).toThrow(RangeError);
  });
});
