import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';

export function BackToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 32, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > 300}>
        {(styles) => (
          <ActionIcon style={styles} size="xl" radius="xl" variant="filled" aria-label="回到顶部" onClick={() => scrollTo({ y: 0 })}>
            <IconArrowUp size={20} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
