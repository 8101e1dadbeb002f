import { describe, expect, it } from 'vitest';
import { fileProblem } from './download';

const ZIP_TYPE = 'application/zip';
/** The smallest whole zip: an empty archive is its end record alone, so a local header is put first. */
function zipBytes(): Uint8Array<ArrayBuffer> {
  const local = [0x50, 0x4b, 0x03, 0x04, ...new Array<number>(26).fill(0)];
  const end = [0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)];
  return new Uint8Array([...local, ...end]);
}

describe('a downloaded file is what it declares', () => {
  it('takes a whole zip, and refuses one cut short, another type, or nothing', async () => {
    const whole = zipBytes();
    expect(await fileProblem(new Blob([whole], { type: ZIP_TYPE }), '考务数据.zip')).toBeUndefined();
    expect(await fileProblem(new Blob([whole.subarray(0, 20)], { type: ZIP_TYPE }), '考务数据.zip')).toBe('下载的 zip 文件不完整，请重新下载');
    expect(await fileProblem(new Blob(['{"success":tr'], { type: ZIP_TYPE }), '考务数据.zip')).toBe('下载的内容不是有效的 zip 文件');
    expect(await fileProblem(new Blob([], { type: ZIP_TYPE }), '考务数据.zip')).toBe('下载的文件是空的');
  });

  it('knows an xlsx by its type or its name, and leaves types it cannot judge alone', async () => {
    const half = zipBytes().subarray(0, 30);
    expect(await fileProblem(new Blob([half], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), '名单.xlsx')).toBe('下载的 xlsx 文件不完整，请重新下载');
    expect(await fileProblem(new Blob([half]), '名单.xlsx')).toBe('下载的 xlsx 文件不完整，请重新下载');
    expect(await fileProblem(new Blob(['a,b'], { type: 'text/csv' }), '名单.csv')).toBeUndefined();
  });

  it('takes a Windows program by its MZ start, and refuses a page or message saved under an .exe name', async () => {
    expect(await fileProblem(new Blob(['MZ...'], { type: 'application/octet-stream' }), '扫描客户端.exe')).toBeUndefined();
    expect(await fileProblem(new Blob(['<html>维护中</html>'], { type: 'application/octet-stream' }), '扫描客户端.exe')).toBe('下载的内容不是有效的 exe 文件');
    expect(await fileProblem(new Blob([], { type: 'application/x-msdownload' }), '扫描客户端.exe')).toBe('下载的文件是空的');
  });
});
