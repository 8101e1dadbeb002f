import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readRows, writeWorkbook } from '../src/stateful/lib/xlsx.ts';

const COLUMNS = [
  { header: '姓名', key: 'student_name', required: true },
  { header: '学号', key: 'student_number', required: true },
  { header: '班级', key: 'class_name' },
];

/** A hand-made xlsx whose sheet starts at B3 (rows 1–2 and 4–5 absent from the XML), as Excel may save it. */
function handMadeXlsx(): Uint8Array {
  const x = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  return zipSync({
    '[Content_Types].xml': strToU8(
      `${x}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `${x}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `${x}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="学生" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${x}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `${x}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>` +
        `<row r="3"><c r="B3" t="inlineStr"><is><t>学号</t></is></c><c r="C3" t="inlineStr"><is><t> 姓名* </t></is></c></row>` +
        `<row r="6"><c r="B6"><v>20260101</v></c><c r="C6" t="inlineStr"><is><t>李明</t></is></c></row>` +
        `</sheetData></worksheet>`,
    ),
  });
}

describe('xlsx', () => {
  it('writes a workbook and reads it back by header text', async () => {
    const buf = await writeWorkbook([
      {
        name: '学生',
        columns: [
          { header: '学号', key: 'student_number', width: 14 },
          { header: '姓名', key: 'student_name' },
          { header: '班级', key: 'class_name' },
          { header: '分数', key: 'score' },
        ],
        rows: [
          { student_number: '20260101', student_name: '李明', class_name: '高一(1)班', score: 98.5 },
          { student_number: 20260102, student_name: '王小红', class_name: null, score: 100 },
          { student_number: '', student_name: '', class_name: '', score: null },
          { student_number: '', student_name: '周杰', class_name: '高一(2)班' },
        ],
      },
      { name: '说明', columns: [{ header: '说明', key: 'text' }], rows: [{ text: '请勿修改表头' }] },
    ]);
    expect(buf.subarray(0, 2).toString()).toBe('PK');
    const result = await readRows(buf, [...COLUMNS, { header: '分数', key: 'score' }]);
    expect(result.error).toBeNull();
    expect(result.rows).toEqual([
      { rowNumber: 2, values: { student_name: '李明', student_number: '20260101', class_name: '高一(1)班', score: '98.5' } },
      { rowNumber: 3, values: { student_name: '王小红', student_number: '20260102', class_name: '', score: '100' } },
    ]);
    // Row 4 is empty and skipped; row 5 misses a required cell.
    expect(result.problems).toEqual([{ row: 5, msg: '学号不能为空' }]);

    const second = await readRows(buf, [{ header: '说明', key: 'text' }], { sheet: '说明' });
    expect(second.rows).toEqual([{ rowNumber: 2, values: { text: '请勿修改表头' } }]);
    expect((await readRows(buf, COLUMNS, { sheet: 3 })).error).toMatch(/找不到工作表/);
  });

  it('reports row numbers as the spreadsheet shows them, headers in any order and with a * marker', async () => {
    const result = await readRows(handMadeXlsx(), COLUMNS.slice(0, 2));
    expect(result).toEqual({ rows: [{ rowNumber: 6, values: { student_name: '李明', student_number: '20260101' } }], problems: [], error: null });
  });

  it('names every missing header', async () => {
    const buf = await writeWorkbook([{ name: 'Sheet1', columns: [{ header: '姓名', key: 'a' }], rows: [{ a: '李明' }] }]);
    const result = await readRows(buf, COLUMNS);
    expect(result).toEqual({ rows: [], problems: [], error: '缺少列：学号、班级' });
  });

  it('answers an empty file, a workbook without data rows and a non-xlsx buffer with a text, not a throw', async () => {
    expect((await readRows(new Uint8Array(0), COLUMNS)).error).toBe('文件中没有数据');
    const headerOnly = await writeWorkbook([{ name: 'S', columns: [{ header: '姓名', key: 'a' }, { header: '学号', key: 'b' }, { header: '班级', key: 'c' }], rows: [] }]);
    expect((await readRows(headerOnly, COLUMNS)).error).toBe('文件中没有数据');
    const blank = await writeWorkbook([{ name: 'S', columns: [], rows: [] }]);
    expect((await readRows(blank, COLUMNS)).error).toBe('文件中没有数据');
    expect((await readRows(Buffer.from('姓名,学号\n李明,20260101\n'), COLUMNS)).error).toBe('文件格式不正确，请上传xlsx格式的Excel文件');
    // A zip that is not a workbook.
    expect((await readRows(zipSync({ 'a.txt': strToU8('hello') }), COLUMNS)).error).toBe('文件格式不正确，请上传xlsx格式的Excel文件');
  });
});
