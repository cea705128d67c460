import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseVideoLink } from './video-links';

const ID = 'dQw4w9WgXcQ';
const youtube = { provider: 'youtube', id: ID, embed_url: `https://www.youtube-nocookie.com/embed/${ID}` };
const vimeo = { provider: 'vimeo', id: '76979871', embed_url: 'https://player.vimeo.com/video/76979871' };

describe('video links', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `http://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `youtu.be/${ID}?si=AbCdEf`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}/`,
    `https://www.youtube.com/embed/${ID}?start=10`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `  https://YOUTU.BE/${ID}  `,
  ])('reads a YouTube video from %s', (url) => {
    expect(parseVideoLink(url)).toEqual(youtube);
  });

  it.each([
    'https://vimeo.com/76979871',
    'vimeo.com/76979871/',
    'https://www.vimeo.com/76979871?share=copy',
    'https://player.vimeo.com/video/76979871',
    'https://player.vimeo.com/video/76979871?h=abc&autoplay=1',
  ])('reads a Vimeo video from %s', (url) => {
    expect(parseVideoLink(url)).toEqual(vimeo);
  });

  it.each([
    '',
    'not a link',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/watch?v=dQw4w9WgXc!',
    `https://www.youtube.com/watch/${ID}`,
    `https://www.youtube.com/@wasla`,
    `https://www.youtube.com/channel/UC${ID}`,
    `https://www.youtube.com/playlist?list=PL${ID}`,
    `https://www.youtube.com/shorts/${ID}/more`,
    `https://www.youtube.com/embed/`,
    `https://youtu.be/`,
    `https://youtu.be/${ID}/more`,
    `https://www.youtube-nocookie.com/watch?v=${ID}`,
    `https://evilyoutube.com/watch?v=${ID}`,
    `https://youtube.com.evil.io/watch?v=${ID}`,
    `https://evil.io/youtube.com/watch?v=${ID}`,
    `https://evil.io/?u=youtu.be/${ID}`,
    `https://youtube.com@evil.io/watch?v=${ID}`,
    `https://user@youtube.com/watch?v=${ID}`,
    `https://youtube.com:8443/watch?v=${ID}`,
    `javascript:alert('${ID}')`,
    `ftp://youtu.be/${ID}`,
    `data:text/html,youtu.be/${ID}`,
    'https://vimeo.com/',
    'https://vimeo.com/wasla',
    'https://vimeo.com/76979871/abcdef1234',
    'https://vimeo.com/channels/staffpicks/76979871',
    'https://vimeo.com/1234567890123',
    'https://player.vimeo.com/76979871',
    'https://player.vimeo.com/video/abc',
    'https://evilvimeo.com/76979871',
    'https://vimeo.com.evil.io/76979871',
    'https://dailymotion.com/video/x7tgad0',
  ])('refuses %s', (url) => {
    expect(parseVideoLink(url)).toBeUndefined();
  });

  it('embeds every accepted id on the provider player and nothing of the pasted address', () => {
    const youtubeId = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);
    fc.assert(
      fc.property(
        fc.oneof(
          youtubeId.map((id) => [`https://youtu.be/${id}`, id] as const),
          youtubeId.map((id) => [`https://www.youtube.com/watch?v=${id}`, id] as const),
          fc.stringMatching(/^[1-9]\d{0,11}$/).map((id) => [`https://vimeo.com/${id}`, id] as const),
        ),
        ([url, id]) => {
          const video = parseVideoLink(url);
          expect(video?.id).toBe(id);
          expect(video?.embed_url).toMatch(
            /^https:\/\/(?:www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\/[A-Za-z0-9_-]+$/,
          );
        },
      ),
    );
  });

  it('never throws, whatever is pasted', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const video = parseVideoLink(text);
        if (video) expect(['youtube', 'vimeo']).toContain(video.provider);
      }),
    );
  });
});
