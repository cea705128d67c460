// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyInput, restoreEarlyInput } from './early-input';

afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `
    <form>
      <input name="name" value="">
      <input name="untouched" value="kept as sent">
      <textarea name="about"></textarea>
      <select name="rating"><option value="any" selected>Any</option><option value="4">4+</option></select>
      <input type="checkbox" name="agree">
      <input type="hidden" name="intent" value="save">
    </form>`;
  const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
  return field;
}

describe('input made before hydration', () => {
  it('is played back, as input events, after a reset such as hydration', () => {
    const field = page();
    field('name').value = 'Omar';
    (field('about') as unknown as HTMLTextAreaElement).value = 'Designer';
    keepEarlyInput();
    // Typed while hydration runs.
    (field('rating') as unknown as HTMLSelectElement).value = '4';
    field('rating').dispatchEvent(new Event('change', { bubbles: true }));
    field('agree').click();
    // Hydration puts the values React knows back.
    field('name').value = '';
    (field('about') as unknown as HTMLTextAreaElement).value = '';
    (field('rating') as unknown as HTMLSelectElement).value = 'any';
    field('agree').checked = false;

    const events: string[] = [];
    document.addEventListener('input', (e) => events.push(`input:${(e.target as HTMLInputElement).name}`));
    document.addEventListener('change', (e) => events.push(`change:${(e.target as HTMLInputElement).name}`));
    restoreEarlyInput();

    expect(field('name').value).toBe('Omar');
    expect((field('about') as unknown as HTMLTextAreaElement).value).toBe('Designer');
    expect((field('rating') as unknown as HTMLSelectElement).value).toBe('4');
    expect(field('agree').checked).toBe(true);
    expect(field('untouched').value).toBe('kept as sent');
    expect(events).toEqual(
      expect.arrayContaining(['input:name', 'input:about', 'change:rating', 'change:agree']),
    );
  });

  it('stops listening once played back', () => {
    const field = page();
    keepEarlyInput();
    restoreEarlyInput();
    field('name').value = 'Later';
    field('name').dispatchEvent(new Event('input', { bubbles: true }));
    field('name').value = '';
    restoreEarlyInput();
    expect(field('name').value).toBe('');
  });
});

describe('a select sent without choices', () => {
  it('is not played back: two blank options marked selected are no choice of the person', () => {
    // What React Aria's hidden select renders for an empty list, e.g. the states before a country.
    document.body.innerHTML = `
      <select name="state_id" disabled><option value="" selected></option><option value="" selected></option></select>
      <select name="country_id"><option value="" selected></option><option value="1">UAE</option></select>`;
    const events: string[] = [];
    document.addEventListener('change', (e) => events.push((e.target as HTMLSelectElement).name));
    keepEarlyInput();
    restoreEarlyInput();
    expect(events).toEqual([]);
  });

  it('is played back when a choice was made before hydration', () => {
    document.body.innerHTML = `<select name="country_id"><option value="" selected></option><option value="1">UAE</option></select>`;
    const select = document.querySelector('select') as HTMLSelectElement;
    select.value = '1';
    keepEarlyInput();
    select.value = '';
    restoreEarlyInput();
    expect(select.value).toBe('1');
  });
});
