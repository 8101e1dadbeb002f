// Limits of exam areas and rooms (examroomdesign/*: the contract's x-inferred limits in
// openapi/components/schemas/examroomdesign.yaml) and the texts that refuse them.
export const AREA_NAME_MAX = 30;
export const BATCH_ROOMS_MAX = 100;
export const ROOM_CAPACITY_MAX = 200;
export const AREA_NAME_TOO_LONG = `考区名称不能超过${AREA_NAME_MAX}个字`;
export const BATCH_TOO_MANY = `一次最多新增${BATCH_ROOMS_MAX}个考场`;
export const CAPACITY_TOO_LARGE = `考场容量不能超过${ROOM_CAPACITY_MAX}`;
export const CAPACITY_WRONG = '请输入正确的考场容量';

const NATURAL = new Intl.Collator('zh-CN', { numeric: true });
/** Room names in natural order: 实验1室 before 实验10室 (numbers compared as numbers). */
export const naturalCompare = (a: string, b: string): number => NATURAL.compare(a, b);
