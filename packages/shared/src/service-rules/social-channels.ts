import { toLatinDigits } from '../digits';

/**
 * The contact channels a service may show, and the rules that turn what a provider typed into the one
 * form we store. API and web forms share these so a link refused in the browser is refused on save.
 * Errors are catalogue keys under `validation.*`.
 */

export const SOCIAL_CHANNEL_KINDS = [
  'phone',
  'whatsapp',
  'wechat',
  'telegram',
  'facebook',
  'twitter',
  'instagram',
  'email',
  'messenger',
  'web_site',
  'linkedin',
  'behance',
  'dribble',
  'pinterest',
  'unsplash',
  'drive',
  'github',
  'vimeo',
  'youtube',
] as const;
export type SocialChannelKind = (typeof SOCIAL_CHANNEL_KINDS)[number];

/** Channels that only switch visible/hidden: their value is the account's own phone or e-mail. */
export const VISIBILITY_ONLY_CHANNELS = ['phone', 'email'] as const satisfies readonly SocialChannelKind[];
export type VisibilityOnlyChannel = (typeof VISIBILITY_ONLY_CHANNELS)[number];

export function isSocialChannelKind(value: unknown): value is SocialChannelKind {
  return typeof value === 'string' && (SOCIAL_CHANNEL_KINDS as readonly string[]).includes(value);
}

export function isVisibilityOnlyChannel(kind: SocialChannelKind): kind is VisibilityOnlyChannel {
  return (VISIBILITY_ONLY_CHANNELS as readonly string[]).includes(kind);
}

export type LinkCheck = { ok: true; value: string } | { ok: false; error: string };

const accept = (value: string): LinkCheck => ({ ok: true, value });
const refuse = (error: string): LinkCheck => ({ ok: false, error });

// Browsers and servers cope with far longer addresses, but no profile link needs more.
const MAX_LINK_LENGTH = 2048;

// Spaces are never part of a handle, number or link; people paste them from cards and messages.
const stripSpaces = (raw: string) => raw.replace(/\s+/g, '');

// --- WhatsApp ------------------------------------------------------------------------------------

// ITU calling codes have 1 to 3 digits and never start with 0; E.164 allows 15 digits in all.
const CALLING_CODE = /^[1-9]\d{0,2}$/;
const MIN_WHATSAPP_DIGITS = 6;
const MAX_E164_DIGITS = 15;

function whatsappNumber(code: string, number: string): LinkCheck {
  if (!CALLING_CODE.test(code) || !/^\d+$/.test(number) || number.length < MIN_WHATSAPP_DIGITS)
    return refuse('validation.whatsapp_format');
  if (code.length + number.length > MAX_E164_DIGITS) return refuse('validation.whatsapp_format');
  return accept(`+${code}-${number}`);
}

// "+00971" is how some people write the international prefix; the stored form drops the 00.
const withoutInternationalPrefix = (code: string) => code.replace(/^00/, '');

/**
 * A WhatsApp number from its two form fields. The calling code may be typed as "971", "+971" or
 * "00971"; the number is digits. Stored as "+971-501234567".
 */
export function formatWhatsapp(countryCode: string, number: string): LinkCheck {
  const code = toLatinDigits(stripSpaces(countryCode));
  const digits = toLatinDigits(stripSpaces(number));
  if (!code || !digits) return refuse('validation.required');
  return whatsappNumber(withoutInternationalPrefix(code.replace(/^\+/, '')), digits);
}

// One string must carry the dash between calling code and number: without it "+971501234567" could be
// split several ways, and guessing from a list of calling codes is more than the form needs.
function normaliseWhatsapp(value: string): LinkCheck {
  const match = /^\+(\d+)-(\d+)$/.exec(value);
  if (!match) return refuse('validation.whatsapp_format');
  return whatsappNumber(withoutInternationalPrefix(match[1]!), match[2]!);
}

// --- Links ---------------------------------------------------------------------------------------

// ASCII labels of letters, digits and inner hyphens, and a top-level domain of 2 to 24 letters.
// Anything else in the host (":", "@", "%", "\", non-ASCII look-alikes) is refused, not interpreted.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/;
// Characters that are never literal in a URL (and quotes or brackets that could leave an attribute),
// control characters, and invisible format characters such as right-to-left overrides that disguise a link.
const UNSAFE_IN_REST = /[<>"`{}|\\^\p{Cc}\p{Cf}]/u;

// The host as checked, what follows it as typed, and the parsed address to read path and query from.
type SplitLink = { host: string; rest: string; url: URL };

/**
 * Splits "[http(s)://]host[/path][?query][#fragment]" into a lower-cased host and the rest. Returns
 * undefined for any other scheme, a port, user info or a malformed host.
 */
function splitLink(value: string): SplitLink | undefined {
  if (value.length > MAX_LINK_LENGTH) return undefined;
  const withoutScheme = value.replace(/^https?:\/\//i, '');
  const end = withoutScheme.search(/[/?#]/);
  const host = (end === -1 ? withoutScheme : withoutScheme.slice(0, end)).toLowerCase();
  const rest = end === -1 ? '' : withoutScheme.slice(end);
  if (!HOST.test(host) || UNSAFE_IN_REST.test(rest)) return undefined;
  const url = parsed(`https://${host}${rest}`);
  // Belt and braces: the address we store must point where we checked it points.
  return url?.hostname === host ? { host, rest, url } : undefined;
}

// `new URL` rather than `URL.canParse`, which browsers older than 2023 lack.
function parsed(address: string): URL | undefined {
  try {
    return new URL(address);
  } catch {
    return undefined;
  }
}

const linkOf = ({ host, rest }: SplitLink) => `https://${host}${rest}`;

/** Exactly the domain or one of its subdomains: "m.facebook.com" is Facebook, "evilfacebook.com" is not. */
export function hostMatches(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

// A profile path has at least one non-empty segment once "." and ".." are resolved: "facebook.com/"
// or "facebook.com/.." alone is nobody's page.
const hasProfilePath = ({ url }: SplitLink) => /^\/+[^/]/.test(url.pathname);

const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

// Country editions Pinterest serves under its own name; subdomains such as "ae.pinterest.com" are
// covered by the subdomain rule.
const PINTEREST_DOMAINS = [
  'pinterest.com',
  'pinterest.co.uk',
  'pinterest.ca',
  'pinterest.com.au',
  'pinterest.com.mx',
  'pinterest.de',
  'pinterest.fr',
  'pinterest.es',
  'pinterest.it',
  'pinterest.pt',
  'pinterest.at',
  'pinterest.ch',
  'pinterest.ie',
  'pinterest.nz',
  'pinterest.se',
  'pinterest.dk',
  'pinterest.jp',
  'pinterest.co.kr',
  'pinterest.cl',
  'pinterest.ph',
  'pinterest.ru',
];

type NetworkKind = Exclude<
  SocialChannelKind,
  VisibilityOnlyChannel | 'whatsapp' | 'wechat' | 'telegram' | 'web_site'
>;
type NetworkRule = { domains: readonly string[]; path?: (link: SplitLink) => boolean };

function youtubePath({ host, url }: SplitLink): boolean {
  const path = url.pathname;
  if (hostMatches(host, 'youtu.be')) return YOUTUBE_VIDEO_ID.test(path.replace(/^\/|\/$/g, ''));
  if (/^\/watch\/?$/.test(path)) return YOUTUBE_VIDEO_ID.test(url.searchParams.get('v') ?? '');
  if (/^\/playlist\/?$/.test(path)) return /^[A-Za-z0-9_-]+$/.test(url.searchParams.get('list') ?? '');
  return /^\/(?:(?:channel|user|c)\/[^/]+|@[^/]+)(?:\/.*)?$/.test(path);
}

const NETWORKS: Record<NetworkKind, NetworkRule> = {
  facebook: { domains: ['facebook.com', 'fb.com'] },
  messenger: { domains: ['m.me', 'messenger.com'] },
  twitter: { domains: ['twitter.com', 'x.com'] },
  instagram: { domains: ['instagram.com'] },
  linkedin: { domains: ['linkedin.com'] },
  behance: { domains: ['behance.net'] },
  dribble: { domains: ['dribbble.com'] },
  pinterest: { domains: [...PINTEREST_DOMAINS, 'pin.it'] },
  unsplash: { domains: ['unsplash.com'] },
  drive: { domains: ['drive.google.com', 'docs.google.com'] },
  github: { domains: ['github.com'] },
  vimeo: { domains: ['vimeo.com'] },
  youtube: { domains: ['youtube.com', 'youtu.be'], path: youtubePath },
};

function normaliseNetworkLink(kind: NetworkKind, value: string): LinkCheck {
  const link = splitLink(value);
  const rule = NETWORKS[kind];
  if (!link || !rule.domains.some((domain) => hostMatches(link.host, domain)))
    return refuse('validation.invalid_link');
  if (!hasProfilePath(link) || (rule.path && !rule.path(link))) return refuse('validation.invalid_link');
  return accept(linkOf(link));
}

function normaliseWebSite(value: string): LinkCheck {
  const link = splitLink(value);
  return link ? accept(linkOf(link)) : refuse('validation.invalid_link');
}

// --- Entry point ---------------------------------------------------------------------------------

/**
 * Checks what a provider typed for one channel and returns the form to store. Phone and e-mail have
 * no link of their own (only visible/hidden), so asking for one is refused as an invalid choice.
 */
export function normaliseSocialLink(kind: SocialChannelKind, raw: string): LinkCheck {
  if (kind === 'phone' || kind === 'email') return refuse('validation.invalid_choice');
  const value = stripSpaces(raw);
  if (!value) return refuse('validation.required');
  switch (kind) {
    case 'whatsapp':
      return normaliseWhatsapp(toLatinDigits(value));
    case 'telegram':
      return /^@[A-Za-z0-9_]{5,32}$/.test(value) ? accept(value) : refuse('validation.telegram_format');
    case 'wechat': {
      // Digits only, as the product asks; 20 is more than any phone or QQ number and keeps the field bounded.
      const digits = toLatinDigits(value);
      return /^\d{1,20}$/.test(digits) ? accept(digits) : refuse('validation.wechat_format');
    }
    case 'web_site':
      return normaliseWebSite(value);
    default:
      return normaliseNetworkLink(kind, value);
  }
}
