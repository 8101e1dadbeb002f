// The quality pages' bar charts (per teacher, or per score class against the group), loaded on their own after the
// page (recharts is large); the table beside each shows the same figures and is its text view. The chart itself is
// one image to assistive technology, named with its figures.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';

export interface ChartSeries {
  name: string;
  color: string;
}

export interface QualityChartProps {
  title: string;
  /** One entry per bar group: its `name` and a value per series name. */
  data: Record<string, string | number>[];
  series: ChartSeries[];
  /** The image's name: the title with the figures in words (texts.ts chartLabel; passed in, so that this chunk holds
   * the chart only). */
  label: string;
  /** Vertical bars (per score class) instead of horizontal ones (per teacher). */
  columns?: boolean;
  unit?: string;
}

export default function QualityChart({ title, data, series, label, columns = false, unit }: QualityChartProps) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <div role="img" aria-label={label}>
        <BarChart
          h={columns ? 240 : Math.max(160, data.length * 32)}
          data={data}
          dataKey="name"
          orientation={columns ? 'horizontal' : 'vertical'}
          yAxisProps={columns ? undefined : { width: 130 }}
          withLegend={series.length > 1}
          unit={unit}
          series={series}
        />
      </div>
    </Stack>
  );
}
