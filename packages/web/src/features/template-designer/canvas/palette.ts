// Colours of the canvas shapes by kind (stroke; the fill is the same colour, faint).
import type { ShapeKind } from '../model/shapes';

export const KIND_COLOR: Record<ShapeKind, string> = {
  mask: '#5c7cfa',
  code: '#f08c00',
  recognize: '#9c36b5',
  absent: '#e03131',
  multiChoice: '#0c8599',
  orm: '#a0522d',
  group: '#1971c2',
  choose: '#d6336c',
  sub: '#2f9e44',
  point: '#e8590c',
};

export const SELECTED_COLOR = '#fa5252';
