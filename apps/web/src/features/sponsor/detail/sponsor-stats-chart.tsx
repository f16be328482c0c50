import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SponsorDayStat } from '@backoffice/contract';

interface SponsorStatsChartProps {
  days: readonly SponsorDayStat[];
  labels: { views: string; clicks: string };
}

/**
 * Views and clicks per day, one line each. Its own module, loaded lazily: recharts is large and only
 * this page needs it. Clicks get their own axis, since they are a small share of views.
 */
export default function SponsorStatsChart({ days, labels }: SponsorStatsChartProps) {
  return (
    <ResponsiveContainer width="100%" height={320}>
      <LineChart data={[...days]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
        <XAxis dataKey="day" tick={{ fontSize: 12 }} className="fill-muted-foreground" minTickGap={24} />
        <YAxis yAxisId="views" tick={{ fontSize: 12 }} allowDecimals={false} width={56} />
        <YAxis yAxisId="clicks" orientation="right" tick={{ fontSize: 12 }} allowDecimals={false} width={48} />
        <Tooltip
          contentStyle={{
            background: 'var(--popover)',
            color: 'var(--popover-foreground)',
            border: '1px solid var(--border)',
            borderRadius: 8,
          }}
        />
        <Legend />
        <Line
          yAxisId="views"
          type="monotone"
          dataKey="views"
          name={labels.views}
          stroke="var(--chart-1, #2563eb)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          yAxisId="clicks"
          type="monotone"
          dataKey="clicks"
          name={labels.clicks}
          stroke="var(--chart-2, #16a34a)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
