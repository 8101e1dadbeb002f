import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from '../src/index';

describe('fileNameFromContentDisposition', () => {
  it.each([
    ["attachment; filename=\"scanner-client.exe\"; filename*=UTF-8''%E6%89%AB%E6%8F%8F.exe", '扫描.exe'],
    ["attachment; filename*=utf-8'zh-CN'%E6%88%90%E7%BB%A9%20%E8%A1%A8.xlsx", '成绩 表.xlsx'],
    ["attachment; filename*=ISO-8859-1''caf%E9.txt", 'café.txt'],
    ['attachment; filename="report \\"final\\".xlsx"', 'report "final".xlsx'],
    ['attachment; filename="a;b.txt"', 'a;b.txt'],
    ['attachment; filename=plain.txt', 'plain.txt'],
    ['attachment;filename=%E5%AD%A6%E7%94%9F%E5%AF%BC%E5%85%A5%E6%A8%A1%E6%9D%BF.xls', '学生导入模板.xls'],
    // Raw UTF-8 bytes of 教师.xls, as a fetch Headers object shows them (one Latin-1 char per byte).
    [`attachment; filename="${String.fromCharCode(...new TextEncoder().encode('教师.xls'))}"`, '教师.xls'],
    ["attachment; filename*=UTF-8''%E0%A4%A; filename=\"fallback.txt\"", 'fallback.txt'],
  ])('reads %s', (header, name) => {
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });

  it.each([null, undefined, '', 'inline', 'attachment; filename=""'])('has no name in %s', (header) => {
    expect(fileNameFromContentDisposition(header)).toBeUndefined();
  });
});
