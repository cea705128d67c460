import type { ServiceEdit } from '@wasla/shared/contracts/services';
import { describe, expect, it } from 'vitest';
import { fromService, hasBudgetData, liveProblems, toPayload } from './wizard-form';

const service: ServiceEdit = {
  id: 7,
  code: 'S12345678',
  slug: 's12345678',
  type: 'provided',
  status: 'draft',
  name: '',
  names: { en: 'Professional logo design for shops' },
  descriptions: { en: '<p>A clear logo with three proposals, revisions and source files.</p>' },
  main_category_id: 1,
  category_id: 2,
  other_cat: null,
  tags: [{ id: 4, name: 'logo' }],
  experiences: [],
  genders: [],
  currency: { id: 1, code: 'AED', minor_units: 2 },
  pricing: 'plans',
  budgets: [{ tier: 'basic', price: '10.00', delivery_days: 2 }],
  minimum_price: '5.00',
  extra_options: [],
  places: [],
  social_media: [{ id: 3, kind: 'whatsapp', link: '+971-501234567', visible: false }],
  media: [],
  main_image: null,
  expired_at: '2026-12-02T00:00:00.000Z',
  open_until: null,
  holiday: null,
  views: 0,
  rating: '0',
  published_at: null,
  updated_at: '2026-11-21T00:00:00.000Z',
  steps: { general: [], files: [], communication: [] },
};

describe('the wizard form', () => {
  it('reads a saved service and writes the same request back', () => {
    const form = fromService(service);
    expect(form.expired_at).toBe('2026-12-01');
    const { payload, newTags } = toPayload({ ...form, tags: [...form.tags, { name: 'brand kit' }] });
    expect(newTags).toEqual(['brand kit']);
    expect(payload).toMatchObject({
      tag_ids: [4],
      budgets: {
        basic: { price: '10.00', delivery_days: 2 },
        standard: { price: '', delivery_days: null },
        premium: { price: '', delivery_days: null },
      },
      social_media: [{ kind: 'whatsapp', link: '+971-501234567', visible: false }],
      expired_at: '2026-12-01',
    });
    expect(hasBudgetData(form)).toBe(true);
  });

  it('judges the steps from the fields and the saved parts together', () => {
    const problems = liveProblems(fromService(service), service, 500n);
    expect(problems.general.map((p) => p.field)).toEqual(['places']);
    expect(problems.files.map((p) => p.key)).toEqual(['validation.images_min', 'validation.main_image']);
    expect(problems.communication.map((p) => p.field)).toContain('budgets.standard.price');
  });
});
