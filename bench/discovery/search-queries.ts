import type { Language } from '@wasla/shared/languages';

/**
 * What visitors type into the header search, in the four languages, over the generated catalogue's
 * words: whole words and phrases, Arabic with and without the article and in broken plurals, letters
 * written without their accents or hamza, typos, and a word still being typed (a prefix). Common
 * words match thousands of services, rare ones a few dozen: both ends of the ranking cost.
 */
export type SearchCase = { lang: Language; text: string; kind: string };

export const SERVICE_SEARCHES: SearchCase[] = [
  { lang: 'ar', text: 'تصميم شعار', kind: 'phrase, no article' },
  { lang: 'ar', text: 'تصميم الشعارات', kind: 'article + plural' },
  { lang: 'ar', text: 'تصاميم', kind: 'broken plural' },
  { lang: 'ar', text: 'الترجمة', kind: 'article' },
  { lang: 'ar', text: 'ترجمه', kind: 'ta marbuta as ha' },
  { lang: 'ar', text: 'متجر الكتروني', kind: 'no hamza' },
  { lang: 'ar', text: 'تطبيقات الجوال', kind: 'phrase' },
  { lang: 'ar', text: 'استشارات قانونية', kind: 'phrase' },
  { lang: 'ar', text: 'مكافحة الحشرات', kind: 'rare phrase' },
  { lang: 'ar', text: 'تصوير', kind: 'common word' },
  { lang: 'ar', text: 'محاس', kind: 'prefix' },
  { lang: 'ar', text: 'تنسيق الحدايق', kind: 'typo' },
  { lang: 'en', text: 'logo design', kind: 'phrase' },
  { lang: 'en', text: 'logo desing', kind: 'typo' },
  { lang: 'en', text: 'websit', kind: 'prefix' },
  { lang: 'en', text: 'wordpress', kind: 'word' },
  { lang: 'en', text: 'translation', kind: 'stem' },
  { lang: 'en', text: 'mobile apps', kind: 'plural' },
  { lang: 'en', text: 'physiotherapy', kind: 'rare word' },
  { lang: 'en', text: 'professional', kind: 'very common word' },
  { lang: 'en', text: 'pest contrl', kind: 'typo' },
  { lang: 'fr', text: 'création de logo', kind: 'phrase' },
  { lang: 'fr', text: 'developpement web', kind: 'no accent' },
  { lang: 'fr', text: 'traduction', kind: 'word' },
  { lang: 'fr', text: 'comptabilité', kind: 'word' },
  { lang: 'fr', text: 'photographe mariage', kind: 'phrase' },
  { lang: 'fr', text: 'kinésith', kind: 'prefix' },
  { lang: 'tr', text: 'logo tasarımı', kind: 'phrase' },
  { lang: 'tr', text: 'tasarim', kind: 'dotless i as i' },
  { lang: 'tr', text: 'çeviri', kind: 'word' },
  { lang: 'tr', text: 'web sitesi', kind: 'phrase' },
  { lang: 'tr', text: 'muhasebe', kind: 'word' },
  { lang: 'tr', text: 'fizyoterapi', kind: 'rare word' },
  { lang: 'tr', text: 'bahçe bakım', kind: 'prefix' },
];

export const PROVIDER_SEARCHES: SearchCase[] = [
  { lang: 'ar', text: 'محمد', kind: 'common name' },
  { lang: 'ar', text: 'أحمد الهاشمي', kind: 'full name' },
  { lang: 'ar', text: 'احمد', kind: 'no hamza' },
  { lang: 'ar', text: 'مؤسسة', kind: 'business word' },
  { lang: 'ar', text: 'القحطان', kind: 'prefix' },
  { lang: 'en', text: 'Smith', kind: 'family name' },
  { lang: 'en', text: 'Olivia Taylor', kind: 'full name' },
  { lang: 'en', text: 'Studio', kind: 'business word' },
  { lang: 'en', text: 'Jonhson', kind: 'typo' },
  { lang: 'fr', text: 'Martin', kind: 'family name' },
  { lang: 'fr', text: 'Lefebvre', kind: 'family name' },
  { lang: 'fr', text: 'Élodie', kind: 'accent' },
  { lang: 'fr', text: 'Atelier', kind: 'business word' },
  { lang: 'tr', text: 'Yılmaz', kind: 'family name' },
  { lang: 'tr', text: 'yilmaz', kind: 'dotless i as i' },
  { lang: 'tr', text: 'Mehmet Kaya', kind: 'full name' },
  { lang: 'tr', text: 'Özdemi', kind: 'prefix' },
];
