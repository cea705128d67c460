/** A round picture of a person, or the first letter of their name on a tint while there is none. */
export function Avatar({ name, url, size = 32 }: { name: string; url: string | null; size?: number }) {
  const style = { width: size, height: size };
  if (url) {
    return (
      <img
        src={url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        style={style}
        className="shrink-0 rounded-full bg-brand-50 object-cover"
      />
    );
  }
  const initial = [...name.trim()][0]?.toLocaleUpperCase() ?? '?';
  return (
    <span
      aria-hidden="true"
      style={{ ...style, fontSize: Math.round(size * 0.42) }}
      className="grid shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-800"
    >
      {initial}
    </span>
  );
}
