import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { BotDayFigures } from '@backoffice/contract';

type Figure = Exclude<keyof BotDayFigures, 'day'>;

interface OverviewChartProps {
  days: readonly BotDayFigures[];
  labels: Record<Figure, string>;
}

const TOOLTIP_STYLE = {
  background: 'var(--popover)',
  color: 'var(--popover-foreground)',
  border: '1px solid var(--border)',
  borderRadius: 8,
};

/** Searches and messages in and out per day, one line each. Loaded lazily with recharts. */
export function ActivityChart({ days, labels }: OverviewChartProps) {
  const lines: [Figure, string][] = [
    ['searches', 'var(--chart-1, #2563eb)'],
    ['messages_in', 'var(--chart-2, #16a34a)'],
    ['messages_out', 'var(--chart-3, #d97706)'],
  ];
  return (
    <ResponsiveContainer width="100%" height={300}>
      <LineChart data={[...days]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
        <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={24} />
        <YAxis tick={{ fontSize: 12 }} allowDecimals={false} width={56} />
        <Tooltip contentStyle={TOOLTIP_STYLE} />
        <Legend />
        {lines.map(([figure, color]) => (
          <Line
            key={figure}
            type="linear"
            dataKey={figure}
            name={labels[figure]}
            stroke={color}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

/** New and lost subscribers per day, side by side. */
export function SubscribersChart({ days, labels }: OverviewChartProps) {
  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart data={[...days]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
        <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={24} />
        <YAxis tick={{ fontSize: 12 }} allowDecimals={false} width={56} />
        <Tooltip contentStyle={TOOLTIP_STYLE} />
        <Legend />
        <Bar
          dataKey="new_subscribers"
          name={labels.new_subscribers}
          fill="var(--chart-2, #16a34a)"
          isAnimationActive={false}
        />
        <Bar
          dataKey="lost_subscribers"
          name={labels.lost_subscribers}
          fill="var(--chart-5, #dc2626)"
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
