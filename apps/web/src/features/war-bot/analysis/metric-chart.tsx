import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartRow } from './analysis-model';

export interface ChartSeries {
  key: string;
  name: string;
}

interface MetricChartProps {
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
}

/** Ten colours, one per group the analysis compares, told apart in both themes. */
const COLORS = [
  '#2563eb',
  '#16a34a',
  '#d97706',
  '#dc2626',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#65a30d',
  '#475569',
  '#ea580c',
];
const TOOLTIP_STYLE = {
  background: 'var(--popover)',
  color: 'var(--popover-foreground)',
  border: '1px solid var(--border)',
  borderRadius: 8,
};

/** One metric per day, a line per group. Its own module, loaded lazily: recharts is large. */
export default function MetricChart({ rows, series }: MetricChartProps) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
        <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={24} />
        <YAxis tick={{ fontSize: 12 }} allowDecimals={false} width={56} />
        <Tooltip contentStyle={TOOLTIP_STYLE} />
        <Legend />
        {series.map((line, index) => (
          <Line
            key={line.key}
            type="linear"
            dataKey={line.key}
            name={line.name}
            stroke={COLORS[index % COLORS.length]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
