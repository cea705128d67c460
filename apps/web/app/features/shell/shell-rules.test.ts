import { describe, expect, it } from 'vitest';
import { errorKindOf } from '../errors/route-error-page';
import { mayReload } from './chunk-reload-guard';
import { pathInLanguage } from './language-menu';

describe('shell rules', () => {
  it('reloads for a missing chunk at most once a minute', () => {
    expect(mayReload(0, Date.now())).toBe(true);
    expect(mayReload(1_000_000, 1_000_000 + 59_999)).toBe(false);
    expect(mayReload(1_000_000, 1_000_000 + 60_000)).toBe(true);
  });

  it('maps statuses to the error pages of the catalogue', () => {
    expect(errorKindOf(404)).toBe('not_found');
    expect(errorKindOf(403)).toBe('blocked');
    expect(errorKindOf(500)).toBe('server');
    expect(errorKindOf(503)).toBe('generic');
    expect(errorKindOf(418)).toBe('generic');
  });

  it('keeps the page and its query when switching language', () => {
    expect(pathInLanguage('/ar/about-us', '?a=1', 'en')).toBe('/en/about-us?a=1');
    expect(pathInLanguage('/ar', '', 'tr')).toBe('/tr');
    expect(pathInLanguage('/fr/my-services/provided', '', 'ar')).toBe('/ar/my-services/provided');
  });
});
