// The time left of the paper's hold, in the screen's header: the one part of the screen that repaints every second.
// (A hold just given or renewed reads as the full hold until the next tick: the time left never exceeds it.)
import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import { MARKING_TEXTS as T } from './texts';
import { holdSecondsLeft } from './usePaperHold';

export function HoldCountdown({ until }: { until: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = holdSecondsLeft(until, now);
  return (
    <Text size="sm" c={left < 60 ? 'red' : 'dimmed'} data-testid="hold-left" title={T.holdHint}>
      {T.holdLeft(left)}
    </Text>
  );
}
