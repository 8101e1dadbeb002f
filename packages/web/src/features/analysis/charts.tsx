// The score-analysis charts (@mantine/charts on recharts, which is large): their own chunk, loaded after the page;
// every chart has a table beside or below it with the same figures, shown at once.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export function ScoreRateChart({ data, series }: { data: Record<string, string | number>[]; series: string }) {
  return <BarChart h={220} data={data} dataKey="subject" yAxisProps={{ domain: [0, 100] }} series={[{ name: series, color: 'teal.6' }]} />;
}

export function BandChart({ data, series }: { data: Record<string, string | number>[]; series: string }) {
  return <BarChart h={220} data={data} dataKey="band" series={[{ name: series, color: 'blue.6' }]} />;
}

/** Difficulty and discrimination per sub-question (0–1). */
export function DifficultyChart({ data, series }: { data: Record<string, string | number>[]; series: [string, string] }) {
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="item"
      yAxisProps={{ domain: [-0.2, 1] }}
      series={[
        { name: series[0], color: 'teal.6' },
        { name: series[1], color: 'orange.6' },
      ]}
    />
  );
}

/** Score rates (%) of each school or class, grouped by subject. */
export function ComparisonChart({ data, series }: { data: Record<string, string | number>[]; series: string[] }) {
  const colors = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.6', 'pink.6'];
  return <BarChart h={260} data={data} dataKey="subject" withLegend yAxisProps={{ domain: [0, 100] }} series={series.map((name, i) => ({ name, color: colors[i % colors.length] ?? 'blue.6' }))} />;
}
