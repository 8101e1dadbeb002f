import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../lib/testRender';
import { AreaGeometry } from './AreaGeometry';

const AREA = { p: 0, x: 10, y: 20, w: 30, h: 40 };

function field(name: string): HTMLInputElement {
  return screen.getByRole('textbox', { name }) as HTMLInputElement;
}

function type(name: string, value: string, key = 'Enter') {
  fireEvent.change(field(name), { target: { value } });
  if (key === 'Enter') fireEvent.keyDown(field(name), { key });
  else fireEvent.blur(field(name));
}

describe('AreaGeometry', () => {
  it('applies a whole number on Enter or when the field is left', () => {
    const onApply = vi.fn(() => true);
    renderWithTheme(<AreaGeometry area={AREA} onApply={onApply} />);
    type('X', '15');
    expect(onApply).toHaveBeenLastCalledWith({ ...AREA, x: 15 });
    type('高', '55', 'blur');
    expect(onApply).toHaveBeenLastCalledWith({ ...AREA, h: 55 });
  });

  it('puts back a value the rules refused, an empty one and a size under 1 px, without applying the invalid ones', () => {
    const onApply = vi.fn(() => false);
    renderWithTheme(<AreaGeometry area={AREA} onApply={onApply} />);
    type('Y', '999');
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(field('Y').value).toBe('20');
    type('宽', '0');
    type('X', '');
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(field('宽').value).toBe('30');
    expect(field('X').value).toBe('10');
  });

  it('applies nothing when the value is the area’s own', () => {
    const onApply = vi.fn(() => true);
    renderWithTheme(<AreaGeometry area={AREA} onApply={onApply} />);
    type('X', '10');
    expect(onApply).not.toHaveBeenCalled();
  });
});
