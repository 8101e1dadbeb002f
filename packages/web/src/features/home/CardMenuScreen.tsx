import { useState } from 'react';
import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconChartBar, IconFileText, IconPencil } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { sessionQuery } from '../../lib/session';
import { mainLink } from '../../lib/mainLink';
import { homeCards, type CardKey, type HomeCard } from './cards';
import { NoMarkingRoleDialog } from './NoMarkingRoleDialog';
import { BindAccountDialog } from './BindAccountDialog';

const ICONS: Record<CardKey, { icon: typeof IconFileText; color: string }> = {
  exam: { icon: IconFileText, color: 'orange' },
  marking: { icon: IconPencil, color: 'green' },
  analysis: { icon: IconChartBar, color: 'teal' },
};

export function CardMenuScreen() {
  const { data: session } = useSuspenseQuery(sessionQuery);
  const navigate = useNavigate();
  const [noMarkingOpen, setNoMarkingOpen] = useState(false);
  const cards = homeCards(session);

  const open = (card: HomeCard) => {
    if (card.enabled) void navigate(mainLink(card.to));
    else if (card.key === 'marking') setNoMarkingOpen(true);
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1} fz="h2">
            您好，{session.user.user_name}
          </Title>
          <Text c="dimmed">{session.unit.unit_name}</Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {cards.map((card) => {
            const { icon: Icon, color } = ICONS[card.key];
            const actionable = card.enabled || card.key === 'marking';
            return (
              <UnstyledButton
                key={card.key}
                onClick={() => open(card)}
                disabled={!actionable}
                aria-disabled={!actionable}
                data-unavailable={!card.enabled || undefined}
                data-testid={`card-${card.key}`}
                style={{ cursor: actionable ? 'pointer' : 'not-allowed' }}
              >
                <Card withBorder shadow={card.enabled ? 'sm' : undefined} radius="lg" p="xl" h="100%" opacity={card.enabled ? 1 : 0.6}>
                  <Stack gap="md">
                    <Group justify="space-between">
                      <ThemeIcon size={56} radius="md" variant="light" color={card.enabled ? color : 'gray'}>
                        <Icon size={32} />
                      </ThemeIcon>
                      {!card.enabled && <Badge color="gray">不可用</Badge>}
                    </Group>
                    <Title order={2} fz="h3">
                      {card.title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {card.description}
                    </Text>
                    {card.reason && (
                      <Text size="sm" c={card.key === 'marking' ? 'orange' : 'dimmed'}>
                        {card.reason}
                      </Text>
                    )}
                  </Stack>
                </Card>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      </Stack>
      <NoMarkingRoleDialog session={session} opened={noMarkingOpen} onClose={() => setNoMarkingOpen(false)} />
      <BindAccountDialog opened={session.user.user_type === '-1'} />
    </Container>
  );
}
