import { parseVideoLink } from '@wasla/shared/service-rules/video-links';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security.server';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

describe('the page policy', () => {
  const policy = contentSecurityPolicy('abc');

  it('lets the video players of service pages load, and no other frame', () => {
    const frames = directive(policy, 'frame-src');
    for (const link of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871']) {
      const embed = parseVideoLink(link);
      expect(embed).toBeDefined();
      expect(frames).toContain(new URL(embed!.embed_url).origin);
    }
    expect(frames).not.toContain('*');
    expect(frames).not.toContain('https://www.youtube.com');
  });

  it('keeps scripts to our origin and this reply', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets card forms reach a card gateway on another origin, and only that one', () => {
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    const elsewhere = contentSecurityPolicy('abc', 'https://pay.wasla.example');
    expect(directive(elsewhere, 'connect-src')).toEqual(["'self'", 'https://pay.wasla.example']);
    expect(directive(elsewhere, 'form-action')).toEqual(["'self'", 'https://pay.wasla.example']);
    expect(directive(elsewhere, 'script-src')).toEqual(["'self'", "'nonce-abc'"]);
  });
});
