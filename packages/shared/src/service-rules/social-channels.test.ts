import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatWhatsapp,
  hostMatches,
  isSocialChannelKind,
  isVisibilityOnlyChannel,
  normaliseSocialLink,
  SOCIAL_CHANNEL_KINDS,
  type SocialChannelKind,
  VISIBILITY_ONLY_CHANNELS,
} from './social-channels';

const accepted = (value: string) => ({ ok: true, value });
const refused = (error: string) => ({ ok: false, error });

describe('channel kinds', () => {
  it('lists the nineteen channels once each, phone and e-mail only as visibility switches', () => {
    expect(SOCIAL_CHANNEL_KINDS).toHaveLength(19);
    expect(new Set(SOCIAL_CHANNEL_KINDS).size).toBe(19);
    expect(VISIBILITY_ONLY_CHANNELS).toEqual(['phone', 'email']);
    expect(SOCIAL_CHANNEL_KINDS.filter(isVisibilityOnlyChannel)).toEqual(['phone', 'email']);
  });

  it('recognises kinds and nothing else', () => {
    expect(isSocialChannelKind('dribble')).toBe(true);
    expect(isSocialChannelKind('dribbble')).toBe(false);
    expect(isSocialChannelKind(undefined)).toBe(false);
  });

  it.each(['phone', 'email'] as const)('has no link for %s', (kind) => {
    expect(normaliseSocialLink(kind, '+971501234567')).toEqual(refused('validation.invalid_choice'));
    expect(normaliseSocialLink(kind, '')).toEqual(refused('validation.invalid_choice'));
  });

  it.each(SOCIAL_CHANNEL_KINDS.filter((kind) => !isVisibilityOnlyChannel(kind)))(
    'requires a value for %s, spaces alone being none',
    (kind) => {
      expect(normaliseSocialLink(kind, '')).toEqual(refused('validation.required'));
      expect(normaliseSocialLink(kind, ' \t\u00a0 \n')).toEqual(refused('validation.required'));
    },
  );
});

describe('WhatsApp', () => {
  it.each([
    ['+971-501234567', '+971-501234567'],
    ['+971 - 50 123 4567', '+971-501234567'],
    ['+00971-501234567', '+971-501234567'],
    ['+1-2025550123', '+1-2025550123'],
    ['+44-123456', '+44-123456'],
    // Arabic-Indic and Persian digits, as Arabic keyboards type them, are stored as 0-9.
    ['+٩٧١-٥٠١٢٣٤٥٦٧', '+971-501234567'],
    ['+۹۷۱-۵۰۱۲۳۴۵۶۷', '+971-501234567'],
  ])('stores %s as %s', (raw, stored) => {
    expect(normaliseSocialLink('whatsapp', raw)).toEqual(accepted(stored));
  });

  it.each([
    '+971501234567', // where the calling code ends is anyone's guess without the dash
    '+00971 50 123 4567',
    '+00971 50-1234567', // spaces go first, so this reads as calling code 97150
    '971-501234567', // the plus is required
    '00971-501234567',
    '+971-50-123-4567', // one dash only
    '+971-12345', // too short
    '+0971-501234567', // calling codes never start with 0
    '+9715-01234567x',
    '+1234-5678901', // calling codes have at most 3 digits
    '+971-5012345678901', // more than E.164's 15 digits
    '+-501234567',
    '+971-',
    '+',
  ])('refuses %s', (raw) => {
    expect(normaliseSocialLink('whatsapp', raw)).toEqual(refused('validation.whatsapp_format'));
  });

  it('builds the stored form from a calling code in any usual spelling and a number', () => {
    for (const code of ['971', '+971', '00971', '+00971', ' +971 ']) {
      expect(formatWhatsapp(code, '50 123 4567')).toEqual(accepted('+971-501234567'));
    }
  });

  it('refuses a missing part, a bad calling code or a short number', () => {
    expect(formatWhatsapp('', '501234567')).toEqual(refused('validation.required'));
    expect(formatWhatsapp('971', '  ')).toEqual(refused('validation.required'));
    expect(formatWhatsapp('0', '501234567')).toEqual(refused('validation.whatsapp_format'));
    expect(formatWhatsapp('9712', '501234567')).toEqual(refused('validation.whatsapp_format'));
    expect(formatWhatsapp('+', '501234567')).toEqual(refused('validation.whatsapp_format'));
    expect(formatWhatsapp('971', '12345')).toEqual(refused('validation.whatsapp_format'));
    expect(formatWhatsapp('971', '50-1234567')).toEqual(refused('validation.whatsapp_format'));
    expect(formatWhatsapp('971', '5012345678901')).toEqual(refused('validation.whatsapp_format'));
  });

  it('agrees with the single-string form for every code and number it accepts', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,2}$/), fc.stringMatching(/^\d{6,12}$/), (code, number) => {
        const built = formatWhatsapp(code, number);
        expect(built).toEqual(accepted(`+${code}-${number}`));
        expect(normaliseSocialLink('whatsapp', `+${code}-${number}`)).toEqual(built);
      }),
    );
  });
});

describe('Telegram', () => {
  it.each(['@wasla_ae', '@Ab123', `@${'a'.repeat(32)}`])('keeps %s as given', (handle) => {
    expect(normaliseSocialLink('telegram', handle)).toEqual(accepted(handle));
  });

  it('drops spaces around and inside the handle', () => {
    expect(normaliseSocialLink('telegram', ' @wasla _ae ')).toEqual(accepted('@wasla_ae'));
  });

  it.each([
    'wasla_ae',
    '@abcd',
    `@${'a'.repeat(33)}`,
    '@wasla-ae',
    '@wasla.ae',
    '@@wasla_ae',
    'https://t.me/wasla_ae',
    '@وصلة_امارات',
  ])('refuses %s', (handle) => {
    expect(normaliseSocialLink('telegram', handle)).toEqual(refused('validation.telegram_format'));
  });
});

describe('WeChat', () => {
  it('keeps digits, without spaces', () => {
    expect(normaliseSocialLink('wechat', '1234 5678 90')).toEqual(accepted('1234567890'));
  });

  it.each(['wasla_ae', '+8613812345678', '138-1234-5678', '1'.repeat(21)])('refuses %s', (id) => {
    expect(normaliseSocialLink('wechat', id)).toEqual(refused('validation.wechat_format'));
  });
});

describe('web site', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['www.example.com', 'https://www.example.com'],
    ['http://example.com', 'https://example.com'],
    ['HTTPS://WWW.Example.COM/About-Us', 'https://www.example.com/About-Us'],
    [
      'https://shop.example.co.uk/ar/catalogue?page=2#top',
      'https://shop.example.co.uk/ar/catalogue?page=2#top',
    ],
    ['wasla.photography', 'https://wasla.photography'],
    ['my-studio.ae/', 'https://my-studio.ae/'],
    ['example.com/خدماتنا', 'https://example.com/خدماتنا'],
    ['https://example.com /about us', 'https://example.com/aboutus'],
  ])('stores %s as %s', (raw, stored) => {
    expect(normaliseSocialLink('web_site', raw)).toEqual(accepted(stored));
  });

  it.each([
    'example',
    'localhost',
    'example.c',
    `example.${'a'.repeat(25)}`,
    'example.123',
    '192.168.1.10',
    'ftp://example.com',
    'javascript:alert(1)',
    'https://',
    'https:///example.com',
    '//example.com',
    'example.com:8080',
    'user@example.com',
    'https://user:pass@example.com/',
    '-example.com',
    'example-.com',
    'exa_mple.com',
    'example..com',
    'example.com.',
    'مثال.امارات',
    'exаmple.com', // Cyrillic "а"
    'example.com\\@evil.io',
    'example.com/<script>',
    'example.com/"onmouseover="x',
    'example.com/\u202egnp.exe',
    'example.com/\u0000',
    `example.com/${'a'.repeat(2048)}`,
  ])('refuses %s', (raw) => {
    expect(normaliseSocialLink('web_site', raw)).toEqual(refused('validation.invalid_link'));
  });
});

describe('network links', () => {
  const cases: [SocialChannelKind, string, string][] = [
    ['facebook', 'facebook.com/wasla.ae', 'https://facebook.com/wasla.ae'],
    ['facebook', 'http://www.facebook.com/wasla.ae', 'https://www.facebook.com/wasla.ae'],
    ['facebook', 'm.facebook.com/profile.php?id=1000123', 'https://m.facebook.com/profile.php?id=1000123'],
    ['facebook', 'https://fb.com/wasla', 'https://fb.com/wasla'],
    ['messenger', 'm.me/wasla.ae', 'https://m.me/wasla.ae'],
    ['messenger', 'https://www.messenger.com/t/wasla', 'https://www.messenger.com/t/wasla'],
    ['twitter', 'twitter.com/wasla', 'https://twitter.com/wasla'],
    ['twitter', 'https://x.com/wasla', 'https://x.com/wasla'],
    ['twitter', 'mobile.twitter.com/wasla', 'https://mobile.twitter.com/wasla'],
    ['instagram', 'instagram.com/wasla.ae/', 'https://instagram.com/wasla.ae/'],
    ['instagram', 'WWW.Instagram.com/Wasla.AE', 'https://www.instagram.com/Wasla.AE'],
    ['linkedin', 'linkedin.com/in/salma', 'https://linkedin.com/in/salma'],
    ['linkedin', 'https://ae.linkedin.com/company/wasla', 'https://ae.linkedin.com/company/wasla'],
    ['behance', 'behance.net/wasla', 'https://behance.net/wasla'],
    ['dribble', 'dribbble.com/wasla', 'https://dribbble.com/wasla'],
    ['pinterest', 'pinterest.com/wasla', 'https://pinterest.com/wasla'],
    ['pinterest', 'https://www.pinterest.co.uk/wasla/', 'https://www.pinterest.co.uk/wasla/'],
    ['pinterest', 'ae.pinterest.com/wasla', 'https://ae.pinterest.com/wasla'],
    ['pinterest', 'pinterest.com.au/wasla', 'https://pinterest.com.au/wasla'],
    ['pinterest', 'pinterest.de/wasla', 'https://pinterest.de/wasla'],
    ['pinterest', 'pin.it/3xYz1', 'https://pin.it/3xYz1'],
    ['unsplash', 'unsplash.com/@wasla', 'https://unsplash.com/@wasla'],
    ['drive', 'drive.google.com/drive/folders/1AbC_dEf', 'https://drive.google.com/drive/folders/1AbC_dEf'],
    ['drive', 'https://docs.google.com/document/d/1AbC/edit', 'https://docs.google.com/document/d/1AbC/edit'],
    ['github', 'github.com/wasla', 'https://github.com/wasla'],
    ['github', 'gist.github.com/wasla', 'https://gist.github.com/wasla'],
    ['vimeo', 'vimeo.com/wasla', 'https://vimeo.com/wasla'],
    ['youtube', 'youtube.com/@wasla', 'https://youtube.com/@wasla'],
    ['youtube', 'www.youtube.com/channel/UC1234abcd', 'https://www.youtube.com/channel/UC1234abcd'],
    ['youtube', 'youtube.com/user/wasla', 'https://youtube.com/user/wasla'],
    ['youtube', 'youtube.com/c/Wasla/videos', 'https://youtube.com/c/Wasla/videos'],
    [
      'youtube',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
    ],
    [
      'youtube',
      'youtube.com/playlist?list=PL1234_abcd-EF',
      'https://youtube.com/playlist?list=PL1234_abcd-EF',
    ],
    ['youtube', 'youtu.be/dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ'],
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://youtu.be/dQw4w9WgXcQ?si=abc'],
  ];
  it.each(cases)('%s: stores %s as %s', (kind, raw, stored) => {
    expect(normaliseSocialLink(kind, raw)).toEqual(accepted(stored));
  });

  const refusals: [SocialChannelKind, string][] = [
    ['facebook', 'facebook.com'],
    ['facebook', 'https://www.facebook.com/'],
    ['facebook', 'facebook.com/?ref=home'],
    ['facebook', 'facebook.com//'],
    ['facebook', 'facebook.com/..'],
    ['facebook', 'facebook.com/./'],
    ['facebook', 'evilfacebook.com/wasla'],
    ['facebook', 'facebook.com.evil.io/wasla'],
    ['facebook', 'facebook.co/wasla'],
    ['facebook', 'evil.io/facebook.com/wasla'],
    ['facebook', 'evil.io?facebook.com/wasla'],
    ['facebook', 'facebook.com@evil.io/wasla'],
    ['facebook', 'https://facebook.com:443/wasla'],
    ['facebook', 'javascript://facebook.com/%0aalert(1)'],
    ['facebook', 'instagram.com/wasla'],
    ['facebook', '@wasla'],
    ['messenger', 'me/wasla'],
    ['messenger', 'mm.me.evil.io/wasla'],
    ['twitter', 'ax.com/wasla'],
    ['twitter', 'x.co/wasla'],
    ['instagram', 'instagr.am/wasla'],
    ['linkedin', 'linkedin.com'],
    ['behance', 'behance.com/wasla'],
    ['dribble', 'dribble.com/wasla'],
    ['pinterest', 'pinterest.evil/wasla'],
    ['pinterest', 'pinterest.com.evil.io/wasla'],
    ['pinterest', 'notpinterest.com/wasla'],
    ['pinterest', 'pin.it'],
    ['unsplash', 'unsplash.it/wasla'],
    ['drive', 'google.com/drive/folders/1AbC'],
    ['drive', 'evil.google.com/drive/folders/1AbC'],
    ['drive', 'mydrive.google.com.evil.io/x'],
    ['github', 'github.io/wasla'],
    ['github', 'wasla.github.io/'],
    ['vimeo', 'vimeo.com'],
    ['youtube', 'youtube.com'],
    ['youtube', 'youtube.com/wasla'],
    ['youtube', 'youtube.com/watch'],
    ['youtube', 'youtube.com/watch?v=short'],
    ['youtube', 'youtube.com/watch?list=PL1234'],
    ['youtube', 'youtube.com/channel/'],
    ['youtube', 'youtube.com/@'],
    ['youtube', 'youtube.com/playlist?list='],
    ['youtube', 'youtu.be/'],
    ['youtube', 'youtu.be/dQw4w9WgXcQ/extra'],
    ['youtube', 'notyoutube.com/@wasla'],
  ];
  it.each(refusals)('%s: refuses %s', (kind, raw) => {
    expect(normaliseSocialLink(kind, raw)).toEqual(refused('validation.invalid_link'));
  });
});

describe('host matching guard', () => {
  const networkHosts: [SocialChannelKind, string][] = [
    ['facebook', 'facebook.com'],
    ['twitter', 'x.com'],
    ['instagram', 'instagram.com'],
    ['linkedin', 'linkedin.com'],
    ['behance', 'behance.net'],
    ['github', 'github.com'],
    ['messenger', 'm.me'],
    ['drive', 'drive.google.com'],
  ];
  const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);

  it('matches a domain exactly or as a subdomain, never as a bare suffix', () => {
    expect(hostMatches('facebook.com', 'facebook.com')).toBe(true);
    expect(hostMatches('m.facebook.com', 'facebook.com')).toBe(true);
    expect(hostMatches('evilfacebook.com', 'facebook.com')).toBe(false);
    expect(hostMatches('facebook.com.evil.io', 'facebook.com')).toBe(false);
  });

  it('never accepts a network host glued to a random prefix', () => {
    fc.assert(
      fc.property(fc.constantFrom(...networkHosts), label, ([kind, host], prefix) => {
        expect(normaliseSocialLink(kind, `https://${prefix}${host}/wasla`).ok).toBe(false);
      }),
    );
  });

  it('never accepts a network host followed by another domain', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...networkHosts),
        fc.array(label, { minLength: 1, maxLength: 3 }),
        // Top-level domains of none of these networks, so the result is never a real subdomain.
        fc.constantFrom('io', 'org', 'ae'),
        ([kind, host], labels, tld) => {
          expect(normaliseSocialLink(kind, `${host}.${labels.join('.')}.${tld}/wasla`).ok).toBe(false);
        },
      ),
    );
  });

  it('accepts any real subdomain, and the stored link always points at a host of the network', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...networkHosts),
        fc.array(label, { maxLength: 3 }),
        fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._~-]{0,19}$/),
        ([kind, host], labels, path) => {
          const fullHost = [...labels, host].join('.');
          const result = normaliseSocialLink(kind, `http://${fullHost}/${path}`);
          expect(result).toEqual(accepted(`https://${fullHost}/${path}`));
          if (result.ok) expect(hostMatches(new URL(result.value).hostname, host)).toBe(true);
        },
      ),
    );
  });

  it('stores only https links whose parsed host is the host that was checked, whatever is typed', () => {
    const linkKinds = SOCIAL_CHANNEL_KINDS.filter(
      (kind) => !['phone', 'email', 'whatsapp', 'telegram', 'wechat'].includes(kind),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...linkKinds),
        fc.constantFrom('', 'http://', 'https://', 'HTTP://', 'javascript:', '//', 'ftp://'),
        fc.string({ maxLength: 40 }),
        fc.constantFrom('facebook.com', 'x.com', 'youtube.com', 'example.com', 'evil.io'),
        fc.string({ maxLength: 40 }),
        (kind, scheme, before, host, after) => {
          const result = normaliseSocialLink(kind, `${scheme}${before}${host}${after}`);
          if (!result.ok) return;
          const url = new URL(result.value);
          expect(url.protocol).toBe('https:');
          expect(result.value.startsWith(`https://${url.hostname}`)).toBe(true);
          expect(url.username + url.password + url.port).toBe('');
        },
      ),
      { numRuns: 2000 },
    );
  });
});
