import { describe, expect, it } from 'vitest';
import { stackPages } from '../model/geometry';
import { dragToArea, hasStem, isStemImageType, sameAreas, toPageArea } from './stemGeometry';

const pages = stackPages([
  { paperId: 7001, fileName: '数学-1.jpg', src: '/upload/template/3001/2/7001.jpg', width: 827, height: 1169 },
  { paperId: 7002, fileName: '数学-2.jpg', src: '/upload/template/3001/2/7002.jpg', width: 827, height: 1169 },
]);
const second = pages[1]?.top ?? 0;

describe('a dragged rectangle becomes a stem region', () => {
  it('is in the pixels of the page it lies on, whichever way it was dragged', () => {
    expect(dragToArea(pages, { x: 560, y: second + 300 }, { x: 60.4, y: second + 110 })).toEqual({ x: 60, y: 110, w: 500, h: 190, p: 1 });
  });

  it('is clipped to the page the drag starts on', () => {
    // Started near the bottom of page 1 and dragged onto page 2 and past the right edge.
    expect(dragToArea(pages, { x: 700, y: 1100 }, { x: 1000, y: second + 100 })).toEqual({ x: 700, y: 1100, w: 127, h: 69, p: 0 });
    // Started on page 2 and dragged up onto page 1.
    expect(dragToArea(pages, { x: 100, y: second + 31 }, { x: 200, y: 1000 })).toEqual({ x: 100, y: 0, w: 100, h: 31, p: 1 });
  });

  it('is nothing for a click, a tiny drag or a drag that starts off the pages', () => {
    expect(dragToArea(pages, { x: 100, y: 100 }, { x: 100, y: 100 })).toBeUndefined();
    expect(dragToArea(pages, { x: 100, y: 100 }, { x: 103, y: 300 })).toBeUndefined();
    expect(dragToArea(pages, { x: 900, y: 100 }, { x: 600, y: 300 })).toBeUndefined();
  });
});

describe('what the page compares and accepts', () => {
  it('sees a changed, added or removed region', () => {
    const a = [toPageArea({ x: 1, y: 2, w: 30, h: 40 })];
    expect(sameAreas(a, [{ x: 1, y: 2, w: 30, h: 40, p: 0 }])).toBe(true);
    expect(sameAreas(a, [{ x: 1, y: 2, w: 30, h: 40, p: 1 }])).toBe(false);
    expect(sameAreas(a, [])).toBe(false);
  });

  it('says a group has a stem with a region or an image', () => {
    expect(hasStem({ stem_area: [], stem_image: null })).toBe(false);
    expect(hasStem({ stem_area: [{}], stem_image: null })).toBe(true);
    expect(hasStem({ stem_area: [], stem_image: '/upload/stem/3001/2/803-1.png' })).toBe(true);
  });

  it('takes png, jpeg and gif images only', () => {
    expect(isStemImageType({ type: 'image/png', name: 'a.png' })).toBe(true);
    expect(isStemImageType({ type: 'image/gif', name: 'a.gif' })).toBe(true);
    expect(isStemImageType({ type: '', name: '题干.JPG' })).toBe(true);
    expect(isStemImageType({ type: 'image/bmp', name: 'a.bmp' })).toBe(false);
    expect(isStemImageType({ type: 'application/pdf', name: 'a.png' })).toBe(false);
  });
});
