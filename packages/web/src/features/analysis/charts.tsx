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
