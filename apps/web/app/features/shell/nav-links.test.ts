import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../lib/features';
import { mainNav } from './nav-links';

describe('main navigation', () => {
  it('offers blog and plans only once their screens are built', () => {
    expect(mainNav('en', { ...FEATURES, blogs: false, plans: false }).map((l) => l.to)).toEqual([
      '/en',
      '/en/category',
      '/en/providers',
    ]);
    // As shipped: the blog and the plans are built.
    expect(mainNav('en').map((l) => l.to)).toEqual([
      '/en',
      '/en/category',
      '/en/providers',
      '/en/blogs',
      '/en/plans',
    ]);
    const built = { ...FEATURES, blogs: true, plans: true };
    expect(mainNav('ar', built).map((l) => l.to)).toEqual([
      '/ar',
      '/ar/category',
      '/ar/providers',
      '/ar/blogs',
      '/ar/plans',
    ]);
    expect(mainNav('en', { ...FEATURES, blogs: false, plans: true }).map((l) => l.key)).not.toContain(
      'nav.blog',
    );
  });
});
