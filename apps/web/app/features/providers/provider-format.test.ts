import { describe, expect, it } from 'vitest';
import { providerPlace } from './provider-format';

const uae = { name: 'United Arab Emirates', flag: '🇦🇪' };

describe('providerPlace', () => {
  it('puts the city before the country', () => {
    expect(providerPlace({ city: 'Dubai', country: uae }, 'en')).toBe('Dubai, United Arab Emirates');
  });

  it('uses the Arabic comma in Arabic', () => {
    expect(providerPlace({ city: 'دبي', country: { name: 'الإمارات', flag: '🇦🇪' } }, 'ar')).toBe(
      'دبي، الإمارات',
    );
  });

  it('includes the state between city and country and leaves out repeats', () => {
    expect(providerPlace({ city: 'Dubai', state: 'Dubai', country: uae }, 'en')).toBe(
      'Dubai, United Arab Emirates',
    );
    expect(providerPlace({ city: 'Al Ain', state: 'Abu Dhabi', country: uae }, 'fr')).toBe(
      'Al Ain, Abu Dhabi, United Arab Emirates',
    );
  });

  it('is null when nothing is known', () => {
    expect(providerPlace({ city: null, country: null }, 'tr')).toBeNull();
    expect(providerPlace({ city: null, state: null, country: uae }, 'en')).toBe('United Arab Emirates');
  });
});
