import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { fieldError, fieldErrors } from './field-errors';

describe('field errors', () => {
  it('answer 422 with the field, its message key and only the values given', () => {
    const error = fieldError('email', 'validation.email_taken');
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({ email: [{ key: 'validation.email_taken' }] });
    expect(fieldError('price', 'validation.amount_min', { min: '5.00' }).fields).toEqual({
      price: [{ key: 'validation.amount_min', params: { min: '5.00' } }],
    });
  });

  it('gather several problems, keeping their order under each field', () => {
    const error = fieldErrors([
      { field: 'names', key: 'validation.required' },
      { field: 'images', key: 'validation.images_min', params: { count: 3 } },
      { field: 'names', key: 'validation.too_long', params: { max: 80 } },
    ]);
    expect(error.fields).toEqual({
      names: [{ key: 'validation.required' }, { key: 'validation.too_long', params: { max: 80 } }],
      images: [{ key: 'validation.images_min', params: { count: 3 } }],
    });
  });
});
