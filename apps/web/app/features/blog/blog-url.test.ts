import { describe, expect, it } from 'vitest';
import { blogQuery, blogsHref, readBlogState } from './blog-url';

describe('the address of the blog list', () => {
  it('reads a language, a tag and a page, and drops what it does not know', () => {
    expect(readBlogState(new URLSearchParams('lang=en&tag=%20Logo%20%20Design&page=2'))).toEqual({
      lang: 'en',
      tag: 'logo design',
      page: 2,
    });
    expect(readBlogState(new URLSearchParams('lang=de&page=-3&tag='))).toEqual({
      lang: undefined,
      tag: undefined,
      page: 1,
    });
  });

  it('writes one address per view, defaults left out', () => {
    expect(blogQuery({ page: 1 })).toBe('');
    expect(blogsHref('ar', { lang: 'en', tag: 'logo design', page: 3 })).toBe(
      '/ar/blogs?lang=en&tag=logo+design&page=3',
    );
  });
});
