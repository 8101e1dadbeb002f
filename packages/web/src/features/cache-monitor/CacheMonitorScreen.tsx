// The cache monitor (sys/redismanager, spec 3 §2.7, §3 "Cache info", §7.6): the cache server's figures, read-only,
// with a refresh that says when they were read.
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@exam/sdk';
import { LoadFailure } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { api, withoutLoading } from '../../lib/api';
import { fieldText, type CacheField } from './cacheInfo';
import { CACHE_TEXTS as T } from './texts';

const cacheInfoQuery = queryOptions({
  queryKey: ['cacheMonitor'],
  queryFn: () => unwrap(api.GET('/api/redis/info', withoutLoading())),
  staleTime: 0,
});

const FIELDS = Object.keys(T.fields) as CacheField[];
const clock = (ms: number) => new Date(ms).toLocaleTimeString('zh-CN', { hour12: false });

export function CacheMonitorScreen() {
  const info = useQuery(cacheInfoQuery);
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <PageHeader title={T.title} />
        <Group gap="sm">
          {info.data && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {T.refreshedAt(clock(info.dataUpdatedAt))}
            </Text>
          )}
          <Button variant="default" leftSection={<IconRefresh size={16} />} loading={info.isFetching} onClick={() => void info.refetch()}>
            {T.refresh}
          </Button>
        </Group>
      </Group>
      {info.error && !info.data ? (
        <LoadFailure error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />
      ) : (
        <Card withBorder padding="md" component="section" aria-label={T.panel}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
            {FIELDS.map((field) => (
              <div key={field}>
                <Text component="dt" size="sm" c="dimmed">
                  {T.fields[field]}
                </Text>
                <Text component="dd" fw={600} m={0} aria-label={T.fields[field]}>
                  {info.data ? fieldText(info.data, field) : <Skeleton h={18} w={120} component="span" display="inline-block" />}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Card>
      )}
    </Stack>
  );
}
