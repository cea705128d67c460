import { resources } from '@wasla/i18n/resources';
import type { ServiceEdit } from '@wasla/shared/contracts/services';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { problemMessages, stepStates, wizardCheck } from './wizard-checks';
import { fromService, liveProblems, type WizardForm } from './wizard-form';

const draft: ServiceEdit = {
  id: 7,
  code: 'S12345678',
  slug: 's12345678',
  type: 'provided',
  status: 'draft',
  name: '',
  names: {},
  descriptions: {},
  main_category_id: null,
  category_id: null,
  other_cat: null,
  tags: [],
  experiences: [],
  genders: [],
  currency: null,
  pricing: null,
  budgets: [],
  minimum_price: null,
  extra_options: [],
  places: [],
  social_media: [],
  media: [],
  main_image: null,
  expired_at: null,
  open_until: null,
  holiday: null,
  views: 0,
  rating: '0',
  published_at: null,
  updated_at: '2026-11-21T00:00:00.000Z',
  steps: { general: [], files: [], communication: [] },
};

/** A new draft with two contact channels switched on and written wrongly, and a day count too long. */
function mistyped(): WizardForm {
  const form = fromService(draft);
  return {
    ...form,
    names: { en: 'Landing page for a small café' },
    pricing: 'individual',
    budgets: { ...form.budgets, individual: { price: '', delivery_days: '400' } },
    social: {
      ...form.social,
      telegram: { enabled: true, link: 'no-at-sign', visible: true },
      whatsapp: { enabled: true, link: '', visible: true },
    },
  };
}

const translator = (lang: 'en' | 'ar') => {
  const instance = i18next.createInstance();
  instance.init({
    lng: lang,
    resources: { [lang]: { common: resources[lang].common, validation: resources[lang].validation } },
    ns: ['common', 'validation'],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
};

describe('the wizard checks', () => {
  it('finds every malformed field of a draft save at once, not one per save', () => {
    const problems = wizardCheck(mistyped(), draft, 500n, 2, 'save');
    expect(problems.map((p) => p.field).sort()).toEqual([
      'budgets.individual.delivery_days',
      'social_media.0.link',
      'social_media.1.link',
    ]);
  });

  it('lets a draft be saved half written, but lists everything missing before publishing', () => {
    const form = { ...fromService(draft), names: { en: 'Landing page for a small café' } };
    expect(wizardCheck(form, draft, 500n, null, 'save')).toEqual([]);
    const fields = wizardCheck(form, draft, 500n, null, 'submit').map((p) => p.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'descriptions.en',
        'main_category_id',
        'tag_ids',
        'places',
        'images',
        'currency_id',
      ]),
    );
  });

  it('checks a published service on every save, as the server does', () => {
    const published = { ...draft, status: 'open' as const };
    const form = { ...fromService(published), names: { en: 'Landing page for a small café' } };
    expect(wizardCheck(form, published, 500n, null, 'save').length).toBeGreaterThan(3);
  });

  it('ignores a language tab opened and emptied again', () => {
    const form = { ...fromService(draft), names: { en: 'Landing page for a small café', ar: '  ' } };
    const general = liveProblems(form, draft, 500n).general.map((p) => p.field);
    expect(general).toContain('descriptions.en');
    expect(general).not.toContain('names.ar');
  });

  it('writes each problem in the reader language and names the field, never its path', () => {
    const problems = wizardCheck(mistyped(), draft, 500n, 2, 'save');
    const en = translator('en');
    const messages = problemMessages(en.t, en, problems);
    // Channels are sent in a fixed order: WhatsApp first, then Telegram.
    expect(messages['social_media.0.link']).toEqual(['Link is required.']);
    expect(messages['social_media.1.link']?.[0]).toMatch(/^Enter a Telegram username/);
    const ar = translator('ar');
    const arabic = Object.values(problemMessages(ar.t, ar, problems)).flat();
    expect(arabic).toHaveLength(3);
    for (const text of arabic) {
      expect(text).not.toMatch(/social_media|budgets|validation\./);
      expect(text).toMatch(/[\u0600-\u06ff]/);
    }
  });
});

describe('the step badges', () => {
  it('never call a step complete while one of its fields shows an error', () => {
    const none = { general: [], files: [], communication: [] };
    const states = stepStates(none, { 'social_media.0.link': ['Link is required.'], form: ['Refused.'] });
    expect(states.communication).toEqual({ missing: 0, toFix: 1 });
    expect(states.general).toEqual({ missing: 0, toFix: 0 });
    expect(stepStates(none, { 'names.en': ['x'], images: ['y'] })).toMatchObject({
      general: { toFix: 1 },
      files: { toFix: 1 },
    });
  });
});
