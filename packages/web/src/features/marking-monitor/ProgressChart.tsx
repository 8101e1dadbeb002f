// The chart of 阅卷进度 (stacked bars of marked and remaining papers per group and round), loaded on its own after the
// page (recharts is large): the table beside it shows the same figures at once.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { ProgressRow } from './format';
import { MONITOR_TEXTS } from './texts';

const T = MONITOR_TEXTS.progress;

export default function ProgressChart({ rows }: { rows: ProgressRow[] }) {
  const data = rows.map((r) => ({ name: `${r.group}${r.round}`, [T.marked]: r.marked, [T.remaining]: r.remaining }));
  return (
    <div role="img" aria-label={T.chartLabel(rows.map((r) => `${r.group}${r.round} ${r.marked}/${r.papers}`).join('，'))}>
      <BarChart
        h={Math.max(160, rows.length * 36)}
        data={data}
        dataKey="name"
        type="stacked"
        orientation="vertical"
        yAxisProps={{ width: 110 }}
        xAxisProps={{ allowDecimals: false }}
        withLegend
        series={[
          { name: T.marked, color: 'teal.6' },
          { name: T.remaining, color: 'gray.4' },
        ]}
      />
    </div>
  );
}
