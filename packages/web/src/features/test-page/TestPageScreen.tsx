// The test page (sys/TestPage, spec 3 §2.7, §7.5, §8.4): 开始测试 opens the session's push channel (on demand, §4.8)
// and calls test-progress; the bar follows the progress messages to the end, and the call's result text is shown as
// success or error. A channel that cannot be opened shows the spec's text (lib/push); the call still says its result.
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { unwrap } from '@exam/sdk';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api';
import { describeError } from '../../lib/errors';
import { onProgress, openProgressChannel, type ProgressMessage } from '../../lib/push';
import { sessionQuery } from '../../lib/session';
import { TEST_PAGE_TEXTS as T } from './texts';

/** The progress name of the test (the contract's example). */
const TEST_PROGRESS_NAME = 'testProgress';

export function TestPageScreen() {
  const token = useQuery(sessionQuery).data?.token;
  const [progress, setProgress] = useState<ProgressMessage | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (!token) return undefined;
    return onProgress(token, (message) => {
      if (message.name === TEST_PROGRESS_NAME) setProgress(message);
    });
  }, [token]);

  const run = useMutation({
    meta: { localErrors: true },
    mutationFn: async (sessionToken: string) => {
      setProgress(null);
      setResult(null);
      await openProgressChannel(sessionToken);
      return unwrap(api.POST('/api/common/test-progress', { body: {} }));
    },
    onSuccess: (text) => setResult({ ok: true, text }),
    onError: (error) => setResult({ ok: false, text: describeError(error) }),
  });

  const percent = progress && progress.total > 0 ? Math.round((progress.current / progress.total) * 10000) / 100 : 0;
  return (
    <Stack p="md" gap="md">
      <PageHeader title={T.title} />
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {T.intro}
          </Text>
          <Button w="fit-content" leftSection={<IconPlayerPlay size={16} />} loading={run.isPending} disabled={!token} onClick={() => token && run.mutate(token)}>
            {run.isPending ? T.running : T.start}
          </Button>
          <Progress.Root size="lg">
            <Progress.Section value={percent} animated={run.isPending} aria-label={T.progress}>
              <Progress.Label>{percent > 8 ? `${percent}%` : ''}</Progress.Label>
            </Progress.Section>
          </Progress.Root>
          <Text size="sm" aria-live="polite">
            {progress ? `${progress.title}（${progress.current}/${progress.total}）` : run.isPending ? T.waiting : ''}
          </Text>
          {result && (
            <Alert color={result.ok ? 'teal' : 'red'} title={T.result} role={result.ok ? 'status' : 'alert'}>
              {result.text}
            </Alert>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
