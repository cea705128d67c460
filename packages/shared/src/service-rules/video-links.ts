import { hostMatches } from './social-channels';

/**
 * Turns a YouTube or Vimeo address a provider pasted into the player address we embed. The embed URL
 * is rebuilt from the checked id alone, so nothing else of the pasted address reaches the page.
 */

export type VideoLink = { provider: 'youtube' | 'vimeo'; id: string; embed_url: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

// The no-cookie host plays the same videos without setting tracking cookies before playback.
const YOUTUBE_PLAYER = 'https://www.youtube-nocookie.com';
const VIMEO_PLAYER = 'https://player.vimeo.com';
/** The only origins a page may frame: the pages' Content-Security-Policy allows these and no other. */
export const VIDEO_PLAYER_ORIGINS = [YOUTUBE_PLAYER, VIMEO_PLAYER] as const;

const youtube = (id: string): VideoLink | undefined =>
  YOUTUBE_ID.test(id) ? { provider: 'youtube', id, embed_url: `${YOUTUBE_PLAYER}/embed/${id}` } : undefined;
const vimeo = (id: string): VideoLink | undefined =>
  VIMEO_ID.test(id) ? { provider: 'vimeo', id, embed_url: `${VIMEO_PLAYER}/video/${id}` } : undefined;

function parsed(url: string): URL | undefined {
  const value = url.trim();
  // People paste "youtu.be/…" or "www.youtube.com/…" without a scheme.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const link = new URL(withScheme);
    return link.protocol === 'https:' || link.protocol === 'http:' ? link : undefined;
  } catch {
    return undefined;
  }
}

// A trailing slash is harmless ("/shorts/<id>/"); anything after the id is another page.
const segments = (path: string) => path.replace(/\/$/, '').split('/').slice(1);

/** The provider, id and embed address of a YouTube or Vimeo video link; undefined for anything else. */
export function parseVideoLink(url: string): VideoLink | undefined {
  const link = parsed(url);
  if (!link || link.port || link.username || link.password) return undefined;
  const host = link.hostname;
  const parts = segments(link.pathname);

  if (host === 'youtu.be' || host === 'www.youtu.be')
    return parts.length === 1 ? youtube(parts[0]!) : undefined;
  if (hostMatches(host, 'youtube.com')) {
    if (parts.length === 1 && parts[0] === 'watch') return youtube(link.searchParams.get('v') ?? '');
    if (parts.length === 2 && (parts[0] === 'shorts' || parts[0] === 'embed')) return youtube(parts[1]!);
    return undefined;
  }
  // Someone may paste the address of a player we produced ourselves.
  if (hostMatches(host, 'youtube-nocookie.com'))
    return parts.length === 2 && parts[0] === 'embed' ? youtube(parts[1]!) : undefined;
  if (host === 'player.vimeo.com')
    return parts.length === 2 && parts[0] === 'video' ? vimeo(parts[1]!) : undefined;
  if (host === 'vimeo.com' || host === 'www.vimeo.com')
    return parts.length === 1 ? vimeo(parts[0]!) : undefined;
  return undefined;
}
