/**
 * A circle filled to a percentage, with the number in the middle. It is an image with a name
 * ("Profile 45% complete"), so the value reaches screen readers as words. The arc starts at the top
 * and runs in the reading direction: clockwise left to right, anticlockwise right to left.
 */
export function ProgressRing({
  value,
  label,
  size = 64,
  stroke = 6,
  className = '',
  showValue = true,
}: {
  value: number;
  label: string;
  size?: number;
  stroke?: number;
  className?: string;
  showValue?: boolean;
}) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      role="img"
      aria-label={label}
      className={`relative inline-grid shrink-0 place-items-center ${className}`}
      style={{ width: size, height: size }}
    >
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        aria-hidden="true"
        className="-rotate-90 rtl:-scale-y-100"
      >
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          className="stroke-brand-100"
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          className="stroke-brand-600 transition-[stroke-dashoffset] duration-700"
        />
      </svg>
      {showValue ? (
        <span aria-hidden="true" className="absolute text-sm font-bold text-brand-900 tabular-nums" dir="ltr">
          {percent}%
        </span>
      ) : null}
    </div>
  );
}
