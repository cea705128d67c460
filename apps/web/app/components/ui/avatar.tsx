/**
 * `src`, `srcSet` and `sizes` of a profile photo shown `size` pixels wide. A stored photo also has a
 * 96-pixel copy (the API's small-avatar.ts): the browser takes it wherever it is enough for that size
 * and the screen's density, a fifth of the bytes.
 */
export function photoSources(url: string, size: number) {
  if (!url.startsWith('/media/avatars/')) return { src: url };
  const small = url.replace('/media/avatars/', '/media/avatars-small/');
  return { src: url, srcSet: `${small} 96w, ${url} 512w`, sizes: `${size}px` };
}

/**
 * A round picture of a person, or the first letter of their name on a tint while there is none. The
 * picture is small and decorative, so it is fetched at low priority: on a phone's connection it never
 * holds back the page's text, fonts and photos.
 */
export function Avatar({ name, url, size = 32 }: { name: string; url: string | null; size?: number }) {
  const style = { width: size, height: size };
  if (url) {
    return (
      <img
        {...photoSources(url, size)}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        fetchPriority="low"
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
