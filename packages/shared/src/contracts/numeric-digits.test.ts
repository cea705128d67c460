import { describe, expect, it } from 'vitest';
import { normaliseSocialLink } from '../service-rules/social-channels';
import { codeField, confirmContactRequest, countryCodeField, phoneDigitsField } from './auth';
import { serviceListingQuery } from './discovery';
import { extraOptionRequest, saveServiceRequest } from './services';

/** Every numeric string a contract reads takes Arabic-Indic and Persian digits as well as 0-9. */
describe('numeric strings in other scripts', () => {
  it('takes a one-time code typed in Arabic-Indic or Persian digits', () => {
    expect(codeField.parse('٨٣٢٦٨٥')).toBe('832685');
    expect(codeField.parse('۸۳۲۶۸۵')).toBe('832685');
    expect(codeField.safeParse('٨٣٢٦٨').success).toBe(false);
  });

  it('takes phone numbers and calling codes', () => {
    expect(phoneDigitsField.parse('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    expect(countryCodeField.parse('+٩٧١')).toBe('971');
    expect(
      confirmContactRequest.parse({
        type: 'phone',
        phone_number: '٥٠١٢٣٤٥٦٧',
        country_code: '٩٧١',
        code: '١٢٣٤٥٦',
      }),
    ).toMatchObject({ phone_number: '501234567', country_code: '971', code: '123456' });
  });

  it('takes prices and delivery days', () => {
    expect(
      extraOptionRequest.parse({
        service_id: 1,
        price: '١٢٫٥٠',
        description: 'Source files',
        delivery_days: '٣',
        unit: 'day',
      }),
    ).toMatchObject({ price: '12.50', delivery_days: 3 });
    expect(
      saveServiceRequest.parse({ budgets: { individual: { price: '۱۵۰' } } }).budgets?.individual,
    ).toEqual({ price: '150' });
  });

  it('takes WhatsApp and WeChat numbers', () => {
    expect(normaliseSocialLink('whatsapp', '+٩٧١-٥٠١٢٣٤٥٦٧')).toEqual({ ok: true, value: '+971-501234567' });
    expect(normaliseSocialLink('wechat', '١٢٣٤٥٦')).toEqual({ ok: true, value: '123456' });
  });
});

describe('listing filters in other scripts', () => {
  it('reads prices and delivery days typed with Arabic-Indic digits', () => {
    const query = serviceListingQuery.parse({ min_price: '١٥٠', max_price: '۲۰۰٫۵', delivery_days: '٣' });
    expect(query).toMatchObject({ min_price: '150', max_price: '200.5', delivery_days: 3 });
    expect(serviceListingQuery.parse({ delivery_days: 'soon' }).delivery_days).toBeUndefined();
    expect(serviceListingQuery.parse({ delivery_days: '7' }).delivery_days).toBe(7);
  });
});
