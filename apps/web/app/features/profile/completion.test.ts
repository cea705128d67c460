import { describe, expect, it } from 'vitest';
import { missingProfileParts, PROFILE_PARTS, scoreWithout } from './completion';

const blank = {
  name: 'Omar Khalil',
  email: 'omar@example.com',
  email_verified_at: '2025-01-01T00:00:00.000Z',
  phone_number: null,
  phone_verified_at: null,
  media: { medium: null },
  bio: null,
  gender: 'unspecified' as const,
  experiences: [],
  country_id: null,
  state_id: null,
  city_id: null,
  currency_id: null,
};

describe('profile completion', () => {
  it('weighs the parts as the API does, 100 in all', () => {
    expect(Object.values(PROFILE_PARTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('lists what a new e-mail account lacks, heaviest first, with where each is fixed', () => {
    const missing = missingProfileParts(blank, 'en');
    expect(missing.map((m) => m.part)).toEqual([
      'phone',
      'photo',
      'bio',
      'gender',
      'experiences',
      'country',
      'state',
      'city',
      'currency',
    ]);
    // name 10 + verified e-mail 15, as the API scores a fresh verified sign-up.
    expect(scoreWithout(missing)).toBe(25);
    const href = Object.fromEntries(missing.map((m) => [m.part, m.href]));
    expect(href.phone).toBe('/en/my-profile/change-phone-number?add=true');
    expect(href.bio).toBe('/en/my-profile#bio');
    expect(href.city).toBe('/en/my-profile#place');
    expect(href.photo).toBe('/en/my-profile#photo');
  });

  it('counts blank text as missing and sends each contact to its own screen', () => {
    const missing = missingProfileParts(
      {
        ...blank,
        name: '  ',
        bio: '   ',
        email: null,
        email_verified_at: null,
        phone_number: '501234567',
      },
      'ar',
    );
    const href = Object.fromEntries(missing.map((m) => [m.part, m.href]));
    expect(href.name).toBe('/ar/my-profile#name');
    expect(href.bio).toBe('/ar/my-profile#bio');
    expect(href.email).toBe('/ar/my-profile/change-email');
    expect(href.phone).toBe('/ar/auth/verify-phone-number');
    const unverified = missingProfileParts({ ...blank, email_verified_at: null }, 'fr');
    expect(unverified.find((m) => m.part === 'email')?.href).toBe('/fr/auth/verify-email');
  });

  it('has nothing left for a complete profile', () => {
    const full = {
      ...blank,
      phone_number: '501234567',
      phone_verified_at: '2025-01-01T00:00:00.000Z',
      media: { medium: '/media/avatars/a.webp' },
      bio: 'Brand designer.',
      gender: 'female' as const,
      experiences: ['senior' as const],
      country_id: 1,
      state_id: 2,
      city_id: 3,
      currency_id: 4,
    };
    expect(missingProfileParts(full, 'en')).toEqual([]);
    expect(scoreWithout([])).toBe(100);
  });
});
