// 标准卷评分's chart: per teacher (and group) the mean and the largest difference from the standard score, beside the
// group's allowed difference; loaded on its own after the page (recharts is large). The table under it shows the same
// figures at once and is its text view.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { PAPERS_TEXTS } from './texts';

const T = PAPERS_TEXTS.grade;

export interface GradeBar {
  name: string;
  mean: number;
  max: number;
}

export default function StandardGradeChart({ bars }: { bars: GradeBar[] }) {
  const data = bars.map((b) => ({ name: b.name, [T.chartMean]: b.mean, [T.chartMax]: b.max }));
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {T.chart}
      </Text>
      <div role="img" aria-label={T.chartLabel(bars.map((b) => T.chartLine(b.name, b.mean, b.max)).join('，'))}>
        <BarChart
          h={Math.max(160, bars.length * 40)}
          data={data}
          dataKey="name"
          orientation="vertical"
          yAxisProps={{ width: 140 }}
          withLegend
          series={[
            { name: T.chartMean, color: 'blue.6' },
            { name: T.chartMax, color: 'orange.6' },
          ]}
        />
      </div>
    </Stack>
  );
}
