// Writes fixtures/: the files the walk sends for the contract's file fields (a file field's example names its file).
// Run after changing a row: node --import tsx packages/conformance/scripts/make-fixtures.ts (the output is committed).
// The rows tell the story of openapi/EXAMPLES.md and are chosen so each import succeeds on a fresh seeded mock.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import writeXlsxFile from 'write-excel-file/node';
import { defaultSheetTemplate, encodeGreyJpeg, renderSheet } from '@exam/scanner-protocol/simulator';
import { FIXTURES } from '../src/requests.ts';

type Cell = string | number;

async function workbook(file: string, header: string[], rows: Cell[][]): Promise<void> {
  const data = [header, ...rows].map((row) => row.map((value) => (value === '' ? null : value)));
  writeFileSync(join(FIXTURES, file), await writeXlsxFile([{ sheet: 'Sheet1', data }]).toBuffer());
}

/** A small grey PNG (a question stem image), written with zlib alone. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((width + 1) * height, 0xf0);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0; // filter byte per row
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

mkdirSync(FIXTURES, { recursive: true });
// info/user/importteacher (unit 101): a new teacher.
await workbook('教师导入.xlsx', ['*姓名', '*账号', '密码', '手机号', '邮箱'], [['马骁', 'maxiao', '', '13511112222', 'maxiao@ljyz.edu.cn']]);
// info/student/importstu (unit 101): a new student of 高一(2)班.
await workbook('学生导入.xlsx', ['*姓名', '*学号', '*年级', '*班级', '密码'], [['何雨涵', '20260105', '高一', '高一(2)班', '']]);
// exam/subquestionanswer/importObjectiveAnswer (exam 3001 数学): answers of sub-questions 1 and 2.
await workbook('数学客观题答案.xlsx', ['题号', '答案', '满分', '部分得分'], [['1', 'A', 5, ''], ['2', 'C', 5, '']]);
// exam/importTeacher (exam 3001 数学): 张伟 marks 解答题17 一评 too (the walk's marking calls are his).
await workbook('阅卷教师导入.xlsx', ['账号', '题组', '轮次'], [['zhangwei', '解答题17', '一评']]);
// examStudent/importStudentRela (exam 3001): 李明 keeps exam number 301010101.
await workbook('考号导入.xlsx', ['学号', '姓名', '考号', '考场', '座位号'], [['20260101', '李明', '301010101', '', '']]);
// examroom/importExamRoom (exam 3001, unit 101, 数学): 李明 in 第01考场 seat 1.
await workbook('考场导入.xlsx', ['考场名称', '考号', '座位号'], [['第01考场', '301010101', 1]]);
// Template papers of exam 3001 数学: blank pages of 1654 × 2339 px (A4 at 200 dpi), the size the areas are drawn on.
const page = { width: 1654, height: 2339, data: new Uint8Array(1654 * 2339).fill(245) };
writeFileSync(join(FIXTURES, '数学-1.jpg'), encodeGreyJpeg(page, { quality: 60, dpi: 200 }));
writeFileSync(join(FIXTURES, '数学-2.jpg'), encodeGreyJpeg(page, { quality: 60, dpi: 200 }));
// Scanned sheets. scannerApi/putpic (page1.jpg, page2.jpg): a sheet whose exam number reads 301010120, the misread
// number of the temporary-sheet examples. Every other .jpg field (examupload) sends 吴婷's (301010202) front page: she
// has no 数学 sheet yet.
const misread = renderSheet(defaultSheetTemplate, { examNumber: '301010120', marks: [] }, { duplex: true });
writeFileSync(join(FIXTURES, 'page1.jpg'), misread.front);
if (misread.back) writeFileSync(join(FIXTURES, 'page2.jpg'), misread.back);
writeFileSync(join(FIXTURES, 'sample.jpg'), renderSheet(defaultSheetTemplate, { examNumber: '301010202', marks: [] }).front);
writeFileSync(join(FIXTURES, 'sample.png'), png(400, 120));
console.log(`fixtures written to ${FIXTURES}`);
