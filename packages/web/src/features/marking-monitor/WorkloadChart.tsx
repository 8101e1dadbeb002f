// The chart of 题组工作量 and 教师工作量: papers marked per question group or per teacher, stacked by round, loaded on
// its own after the page (recharts is large); the table below shows the same figures at once and is the chart's
// text view.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { ROUND_NAMES, ROUND_ORDER, type Round } from '../../lib/markRounds';
import { MONITOR_TEXTS } from './texts';

const T = MONITOR_TEXTS.workload;
const ROUND_COLORS: Record<Round, string> = { 1: 'blue.6', 2: 'teal.6', 3: 'grape.6', 9: 'orange.6', 8: 'red.6' };

export interface WorkloadBar {
  /** The group's or the teacher's name. */
  name: string;
  /** Papers marked per round. */
  marked: Partial<Record<Round, number>>;
}

export default function WorkloadChart({ bars, label }: { bars: WorkloadBar[]; label: string }) {
  const rounds = ROUND_ORDER.filter((r) => bars.some((b) => b.marked[r]));
  const data = bars.map((b) => ({ name: b.name, ...Object.fromEntries(rounds.map((r) => [ROUND_NAMES[r], b.marked[r] ?? 0])) }));
  const summary = bars.map((b) => `${b.name} ${rounds.filter((r) => b.marked[r]).map((r) => `${ROUND_NAMES[r]}${b.marked[r]}`).join(' ')}`).join('，');
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <div role="img" aria-label={T.chartLabel(label, summary)}>
      <BarChart
        h={Math.max(160, bars.length * 32)}
        data={data}
        dataKey="name"
        type="stacked"
        orientation="vertical"
        yAxisProps={{ width: 110 }}
        xAxisProps={{ allowDecimals: false }}
        withLegend
        series={rounds.map((r) => ({ name: ROUND_NAMES[r], color: ROUND_COLORS[r] }))}
      />
      </div>
    </Stack>
  );
}
