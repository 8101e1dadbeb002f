// The toolbar's part for several selected areas (issue 28, multi-select; how many are selected is the mode hint): the 对齐 menu
// (left, centre, right, top, middle, bottom, same width and height as the last selected) and the selection's box as
// numbers (X and Y move them all; 宽 and 高 say they apply to one area). Across pages there is no common box.
import { Button, Menu, Text, Tooltip } from '@mantine/core';
import {
  IconArrowAutofitHeight,
  IconArrowAutofitWidth,
  IconChevronDown,
  IconLayoutAlignBottom,
  IconLayoutAlignCenter,
  IconLayoutAlignLeft,
  IconLayoutAlignMiddle,
  IconLayoutAlignRight,
  IconLayoutAlignTop,
} from '@tabler/icons-react';
import { AreaGeometry } from './AreaGeometry';
import { DESIGNER_TEXTS as T } from './designerTexts';
import type { Alignment } from './model/selection';
import type { PageArea } from './model/types';

const ICONS: Record<Alignment, typeof IconLayoutAlignLeft> = {
  left: IconLayoutAlignLeft,
  hcenter: IconLayoutAlignCenter,
  right: IconLayoutAlignRight,
  top: IconLayoutAlignTop,
  vcenter: IconLayoutAlignMiddle,
  bottom: IconLayoutAlignBottom,
  width: IconArrowAutofitWidth,
  height: IconArrowAutofitHeight,
};
const GROUPS: Alignment[][] = [
  ['left', 'hcenter', 'right'],
  ['top', 'vcenter', 'bottom'],
  ['width', 'height'],
];

export interface SelectionToolsProps {
  count: number;
  /** The selection's box, when all lie on one page. */
  box: PageArea | undefined;
  onAlign: (how: Alignment) => void;
  /** Moves the selection by (dx, dy); false when refused. */
  onMove: (dx: number, dy: number) => boolean;
}

export function SelectionTools({ count, box, onAlign, onMove }: SelectionToolsProps) {
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="compact-xs" variant="default" rightSection={<IconChevronDown size={12} />} style={{ flexShrink: 0 }}>
            {T.align.menu}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={T.align.menu}>
          {GROUPS.map((group, i) => [
            i > 0 && <Menu.Divider key={`d${i}`} />,
            ...group.map((how) => {
              const Icon = ICONS[how];
              return (
                <Menu.Item key={how} leftSection={<Icon size={14} />} onClick={() => onAlign(how)}>
                  {T.align[how]}
                </Menu.Item>
              );
            }),
          ])}
        </Menu.Dropdown>
      </Menu>
      {box ? (
        <AreaGeometry key={`${box.p}:${box.x}:${box.y}:${box.w}:${box.h}`} area={box} boxOf={count} onApply={(next) => onMove(next.x - box.x, next.y - box.y)} />
      ) : (
        <Tooltip label={T.geometryOnePage}>
          <Text size="xs" c="dimmed">
            —
          </Text>
        </Tooltip>
      )}
    </>
  );
}
