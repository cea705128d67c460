import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { VisitBucket } from './visit-buckets';

import { PROFILE_FILL, SERVICES_FILL } from './visit-colours';

/**
 * The visits as stacked bars (Recharts, loaded only in the browser and only on the dashboard). In a
 * right-to-left page time runs from right to left and the scale sits on the right, as Arabic readers
 * read a timeline. Recharts' accessibility layer lets the keyboard walk the bars, each read with its
 * figures; the legend and the table beside the chart are the page's own.
 */
export default function VisitsChartCanvas({
  buckets,
  rtl,
  names,
  title,
}: {
  buckets: VisitBucket[];
  rtl: boolean;
  names: { services: string; profile: string };
  /** What the chart shows, in words, for whoever reaches it with the keyboard. */
  title: string;
}) {
  // SVG text follows the page's direction, so in Arabic a tick's "start" would be its right end and
  // the scale's figures would run into the bars: the drawing is left to right, the time axis reversed.
  return (
    <div dir="ltr" className="size-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={buckets}
          accessibilityLayer
          title={title}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        >
          <CartesianGrid vertical={false} stroke="var(--color-line)" />
          <XAxis
            dataKey="label"
            reversed={rtl}
            tickLine={false}
            axisLine={false}
            interval="preserveStartEnd"
            minTickGap={12}
            tick={{ fontSize: 12, fill: 'var(--color-muted)' }}
          />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            allowDecimals={false}
            tickLine={false}
            axisLine={false}
            width={36}
            tick={{ fontSize: 12, fill: 'var(--color-muted)' }}
          />
          <Tooltip
            cursor={{ fill: 'var(--color-brand-50)' }}
            labelFormatter={(_, payload) =>
              (payload?.[0]?.payload as VisitBucket | undefined)?.fullLabel ?? ''
            }
            contentStyle={{
              borderRadius: 12,
              borderColor: 'var(--color-line)',
              direction: rtl ? 'rtl' : 'ltr',
            }}
          />
          <Bar
            dataKey="services"
            name={names.services}
            stackId="visits"
            fill={SERVICES_FILL}
            isAnimationActive={false}
          />
          <Bar
            dataKey="profile"
            name={names.profile}
            stackId="visits"
            fill={PROFILE_FILL}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
