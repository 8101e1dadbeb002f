import { describe, expect, it } from 'vitest';
import { clipToPage, fitZoom, keepOnPage, onPage, pageAt, rectFrom, stepZoom, toStitched } from './geometry';
import { pages } from './fixtures.test-data';

describe('designer geometry', () => {
  it('stacks pages with a gap and finds the page under a point', () => {
    expect(pages[1]?.top).toBe(1116);
    expect(pageAt(pages, 10, 1105)).toBeUndefined();
    expect(pageAt(pages, 10, 1200)).toBe(1);
    expect(toStitched(pages, { x: 5, y: 10, w: 1, h: 1, p: 1 })).toEqual({ x: 5, y: 1126, w: 1, h: 1 });
  });

  it('clips a drawn rectangle to the page it starts on', () => {
    // Dragged from page 1 across the gap into page 2: only the part on page 1 is kept.
    const area = clipToPage(pages, { x: 100, y: 1000 }, rectFrom(100, 1000, 900, 1300));
    expect(area).toEqual({ x: 100, y: 1000, w: 700, h: 100, p: 0 });
    // Started between pages: nothing.
    expect(clipToPage(pages, { x: 100, y: 1108 }, rectFrom(100, 1108, 200, 1300))).toBeUndefined();
  });

  it('keeps a moved or resized area on its page and at least the minimum box', () => {
    expect(keepOnPage(pages, { x: 780, y: -20, w: 100, h: 5, p: 0 })).toEqual({ x: 700, y: 0, w: 100, h: 18, p: 0 });
    // A move keeps a small area's size (a batch-added row may be under the resize minimum).
    expect(keepOnPage(pages, { x: 780, y: -20, w: 100, h: 5, p: 0 }, false)).toEqual({ x: 700, y: 0, w: 100, h: 5, p: 0 });
    expect(onPage(pages, { x: 700, y: 0, w: 101, h: 18, p: 0 })).toBe(false);
    expect(onPage(pages, { x: 0, y: 0, w: 10, h: 10, p: 2 })).toBe(false);
  });

  it('zooms from 0.2 to 2 in steps of 0.1 and fits the width first', () => {
    expect(fitZoom(376, pages)).toBe(0.47);
    expect(stepZoom(0.47, 1)).toBe(0.5);
    expect(stepZoom(0.47, -1)).toBe(0.4);
    expect(stepZoom(0.5, 1)).toBe(0.6);
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(1.95, 1)).toBe(2);
    expect(stepZoom(2, 1)).toBe(2);
    expect(stepZoom(0.2, -1)).toBe(0.2);
    expect(fitZoom(100, pages)).toBe(0.2);
  });
});
