import { describe, expect, it } from 'vitest';
import { stackPages } from '../model/geometry';
import { hitTest } from '../model/shapes';
import { hasStem, isStemImageType, sameAreas, stemIndexOf, stemShapeId, stemShapes, toPageArea } from './stemAreas';

const pages = stackPages([
  { paperId: 7001, fileName: '数学-1.jpg', src: '/upload/template/3001/2/7001.jpg', width: 827, height: 1169 },
  { paperId: 7002, fileName: '数学-2.jpg', src: '/upload/template/3001/2/7002.jpg', width: 827, height: 1169 },
]);

describe('stem regions on the canvas', () => {
  const areas = [
    { x: 60, y: 831, w: 707, h: 120, p: 0 },
    { x: 60, y: 110, w: 500, h: 190, p: 1 },
  ];

  it('are shapes labelled 题干区域1, 2 that a click on the page finds again', () => {
    const shapes = stemShapes(areas);
    expect(shapes.map((s) => s.label)).toEqual(['题干区域1', '题干区域2']);
    const secondTop = pages[1]?.top ?? 0;
    const hit = hitTest(shapes, pages, 100, secondTop + 200);
    expect(stemIndexOf(hit?.id)).toBe(1);
    expect(stemIndexOf(hitTest(shapes, pages, 100, 900)?.id)).toBe(0);
    expect(hitTest(shapes, pages, 100, 100)).toBeUndefined();
  });

  it('map a shape id back to the region, and nothing else', () => {
    expect(stemIndexOf(stemShapeId(3))).toBe(3);
    expect(stemIndexOf(undefined)).toBeUndefined();
    expect(stemIndexOf('mask|0')).toBeUndefined();
    expect(stemIndexOf('group|k1|0')).toBeUndefined();
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
