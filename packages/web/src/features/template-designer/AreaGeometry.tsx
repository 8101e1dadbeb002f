// The selected area's place and size as numbers (issue 28): X, Y, 宽 and 高 in its page image's own pixels. A value
// is applied on Enter or when the field is left, under the same rules as a drag on the canvas (refused with the rule's
// message, or asked first when scoring points would be lost); a value that is not a whole number, or a size under
// 1 px, goes back to the area's own.
import { useState } from 'react';
import { Group, NumberInput } from '@mantine/core';
import { DESIGNER_TEXTS as T } from './designerTexts';
import type { PageArea } from './model/types';

const FIELDS = ['x', 'y', 'w', 'h'] as const;
type Field = (typeof FIELDS)[number];

export interface AreaGeometryProps {
  area: PageArea;
  /** Several areas: the fields show their box, X and Y move them all, 宽 and 高 are read-only and say why. */
  boxOf?: number;
  /** Applies the changed area; false when it was refused (or is waiting for the user's answer). */
  onApply: (area: PageArea) => boolean;
}

/** Mount with a key of the area's numbers, so a change made elsewhere (a drag, undo) shows at once. */
export function AreaGeometry({ area, boxOf, onApply }: AreaGeometryProps) {
  const [typed, setTyped] = useState<Partial<Record<Field, string | number>>>({});
  const apply = (field: Field) => {
    const value = typed[field];
    if (value === undefined) return;
    const n = Number(value);
    const valid = value !== '' && Number.isInteger(n) && n >= (field === 'w' || field === 'h' ? 1 : 0);
    if (valid && n !== area[field] && onApply({ ...area, [field]: n })) return;
    setTyped(({ [field]: _, ...rest }) => rest);
  };
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={boxOf ? T.geometry.boxLabel : T.geometry.label}>
      {FIELDS.map((field) => (
        <NumberInput
          readOnly={boxOf !== undefined && (field === 'w' || field === 'h')}
          title={boxOf !== undefined && (field === 'w' || field === 'h') ? T.geometryOneArea : undefined}
          key={field}
          size="xs"
          w={68}
          aria-label={T.geometry[field]}
          leftSection={T.geometry[field]}
          leftSectionWidth={24}
          hideControls
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={typed[field] ?? area[field]}
          onChange={(v) => setTyped((t) => ({ ...t, [field]: v }))}
          onBlur={() => apply(field)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply(field);
          }}
        />
      ))}
    </Group>
  );
}
