import { useId } from 'react';

export type Bar = { label: string; value: number };

/**
 * A small column chart of one series over time, drawn as SVG: time runs in the reading direction
 * (mirrored in right-to-left pages), the tallest bar fills the height. The SVG is a picture with a
 * summary for screen readers, and the values are also a table they can read row by row.
 */
export function BarChart({
  title,
  total,
  bars,
  show,
  caption,
}: {
  title: string;
  /** The figure above the chart: the period's total, or a typical value. */
  total: string;
  bars: Bar[];
  show: (value: number) => string;
  caption: string;
}) {
  const id = useId();
  const max = Math.max(...bars.map((bar) => bar.value), 0);
  const width = 100 / Math.max(bars.length, 1);
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="grid gap-2 rounded-2xl border border-line bg-surface p-4"
    >
      <figcaption className="grid gap-0.5">
        <span id={`${id}-title`} className="text-sm text-muted">
          {title}
        </span>
        <span className="text-2xl font-bold">{total}</span>
      </figcaption>
      <svg
        role="img"
        aria-label={caption}
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        className="h-24 w-full rtl:-scale-x-100"
      >
        {bars.map((bar, index) => {
          const height = max > 0 ? (bar.value / max) * 38 : 0;
          return (
            <rect
              key={bar.label}
              x={index * width + width * 0.15}
              y={40 - height}
              width={width * 0.7}
              height={Math.max(height, bar.value > 0 ? 0.8 : 0)}
              rx={0.6}
              className="fill-brand-600"
            />
          );
        })}
        <line x1={0} x2={100} y1={39.9} y2={39.9} className="stroke-line" strokeWidth={0.3} />
      </svg>
      <div className="flex justify-between text-xs text-muted">
        <span>{bars[0]?.label}</span>
        <span>{bars.at(-1)?.label}</span>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{show(bar.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
