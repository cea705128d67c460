import { describe, expect, it } from 'vitest';
import { arabicRootKey, foldText, searchKeys, words } from './text-folding';

describe('foldText', () => {
  it('removes Arabic diacritics and tatweel and unifies letter variants', () => {
    expect(foldText('تَصْمِيمُ')).toBe('تصميم');
    expect(foldText('إعـــلان أو آخر مدرسة مستشفى')).toBe('اعلان او اخر مدرسه مستشفي');
  });

  it('lowers Latin and Turkish text and drops its accents', () => {
    expect(foldText('Développeur İstanbul Işık Çözüm')).toBe('developpeur istanbul isik cozum');
  });
});

describe('arabicRootKey', () => {
  it('gives a singular and its broken plural the same key', () => {
    expect(arabicRootKey('تصميم')).toBe(arabicRootKey('تصاميم'));
  });

  it('drops the article, with or without a joined preposition, and common suffixes', () => {
    const key = arabicRootKey('شعار');
    expect(arabicRootKey('الشعار')).toBe(key);
    expect(arabicRootKey('الشعارات')).toBe(key);
    expect(arabicRootKey('بالشعار')).toBe(key);
    expect(arabicRootKey('وشعار')).not.toBe(key);
  });

  it('keeps short words whole and ignores other scripts', () => {
    expect(arabicRootKey('في')).toBe('في');
    expect(arabicRootKey('logo')).toBeUndefined();
  });
});

describe('searchKeys', () => {
  it('keys a query and a document alike, whatever their diacritics and article', () => {
    const query = searchKeys('تصميم شعار');
    expect(searchKeys('تصاميم الشعارات')).toEqual(query);
    expect(searchKeys('تَصْمِيم الشِّعَار')).toEqual(query);
  });

  it('keeps Latin words folded and splits on punctuation', () => {
    expect(searchKeys('Création de logos, rapide!')).toEqual(['creation', 'de', 'logos', 'rapide']);
    expect(words('a-b')).toEqual(['a', 'b']);
  });
});
