import type { LocalizedText } from '@wasla/shared/languages';

/**
 * Phrases providers add to a service name, in the four languages, so that 100,000 names built from
 * the demo templates and the sub category names differ the way real listings do: how the work is
 * done, and for whom. Parallel wording, as the app's translation feature leaves a service.
 */
export const QUALIFIERS: LocalizedText[] = [
  { ar: 'بجودة عالية', en: 'high quality', fr: 'haute qualité', tr: 'yüksek kalite' },
  { ar: 'تسليم خلال 24 ساعة', en: '24-hour delivery', fr: 'livraison en 24 heures', tr: '24 saatte teslim' },
  {
    ar: 'تعديلات غير محدودة',
    en: 'unlimited revisions',
    fr: 'retouches illimitées',
    tr: 'sınırsız revizyon',
  },
  {
    ar: 'مع الملفات المصدرية',
    en: 'source files included',
    fr: 'fichiers sources inclus',
    tr: 'kaynak dosyalar dahil',
  },
  { ar: 'بأسعار منافسة', en: 'competitive prices', fr: 'prix compétitifs', tr: 'rekabetçi fiyatlar' },
  {
    ar: 'باحترافية عالية',
    en: 'done professionally',
    fr: 'travail professionnel',
    tr: 'profesyonel işçilik',
  },
  {
    ar: 'بخبرة عشر سنوات',
    en: 'ten years of experience',
    fr: "dix ans d'expérience",
    tr: 'on yıllık deneyim',
  },
  { ar: 'بتصميم عصري', en: 'modern style', fr: 'style moderne', tr: 'modern tarz' },
  {
    ar: 'مع ضمان الرضا',
    en: 'satisfaction guaranteed',
    fr: 'satisfaction garantie',
    tr: 'memnuniyet garantili',
  },
  { ar: 'عرض محدود', en: 'limited offer', fr: 'offre limitée', tr: 'sınırlı teklif' },
  {
    ar: 'دعم بعد التسليم',
    en: 'support after delivery',
    fr: 'suivi après livraison',
    tr: 'teslim sonrası destek',
  },
  { ar: 'بسرعة وإتقان', en: 'fast and careful', fr: 'rapide et soigné', tr: 'hızlı ve özenli' },
  {
    ar: 'باللغتين العربية والإنجليزية',
    en: 'in Arabic and English',
    fr: 'en arabe et en anglais',
    tr: 'Arapça ve İngilizce',
  },
  { ar: 'حسب الطلب', en: 'made to order', fr: 'sur mesure', tr: 'siparişe özel' },
  { ar: 'بالذكاء الاصطناعي', en: 'with AI tools', fr: "avec des outils d'IA", tr: 'yapay zekâ araçlarıyla' },
  {
    ar: 'للمبتدئين والمحترفين',
    en: 'for beginners and experts',
    fr: 'pour débutants et experts',
    tr: 'yeni başlayan ve uzmanlar için',
  },
  { ar: 'خدمة متكاملة', en: 'full service', fr: 'service complet', tr: 'eksiksiz hizmet' },
  { ar: 'استشارة مجانية', en: 'free consultation', fr: 'consultation gratuite', tr: 'ücretsiz danışmanlık' },
  { ar: 'تسليم على مراحل', en: 'delivered in stages', fr: 'livraison par étapes', tr: 'aşamalı teslim' },
  {
    ar: 'مع تقرير مفصل',
    en: 'with a detailed report',
    fr: 'avec un rapport détaillé',
    tr: 'ayrıntılı raporla',
  },
];

/** Whom a service is for: the second half of many names, and a sentence of the description. */
export const AUDIENCES: LocalizedText[] = [
  {
    ar: 'للمطاعم والمقاهي',
    en: 'for restaurants and cafés',
    fr: 'pour restaurants et cafés',
    tr: 'restoran ve kafeler için',
  },
  { ar: 'للشركات الناشئة', en: 'for startups', fr: 'pour les start-up', tr: 'girişimler için' },
  { ar: 'للعيادات والمراكز الطبية', en: 'for clinics', fr: 'pour les cliniques', tr: 'klinikler için' },
  {
    ar: 'للمتاجر الإلكترونية',
    en: 'for online shops',
    fr: 'pour les boutiques en ligne',
    tr: 'online mağazalar için',
  },
  {
    ar: 'للمدارس ومراكز التدريب',
    en: 'for schools and training centres',
    fr: 'pour écoles et centres de formation',
    tr: 'okullar ve eğitim merkezleri için',
  },
  {
    ar: 'للشركات العقارية',
    en: 'for real estate agencies',
    fr: 'pour agences immobilières',
    tr: 'emlak ofisleri için',
  },
  { ar: 'للجمعيات الخيرية', en: 'for charities', fr: 'pour les associations', tr: 'dernekler için' },
  {
    ar: 'للفنادق والسياحة',
    en: 'for hotels and tourism',
    fr: "pour l'hôtellerie et le tourisme",
    tr: 'oteller ve turizm için',
  },
  {
    ar: 'للمحامين ومكاتب المحاماة',
    en: 'for lawyers and law firms',
    fr: "pour avocats et cabinets d'avocats",
    tr: 'avukatlar ve hukuk büroları için',
  },
  {
    ar: 'للصالونات ومراكز التجميل',
    en: 'for salons and beauty centres',
    fr: 'pour salons et instituts de beauté',
    tr: 'kuaför ve güzellik merkezleri için',
  },
  { ar: 'للمصانع والشركات الصناعية', en: 'for factories', fr: 'pour les usines', tr: 'fabrikalar için' },
  {
    ar: 'للأفراد والعائلات',
    en: 'for individuals and families',
    fr: 'pour particuliers et familles',
    tr: 'bireyler ve aileler için',
  },
  {
    ar: 'للمؤثرين وصناع المحتوى',
    en: 'for influencers and creators',
    fr: 'pour influenceurs et créateurs',
    tr: 'fenomenler ve içerik üreticileri için',
  },
  {
    ar: 'للنوادي الرياضية',
    en: 'for gyms and sports clubs',
    fr: 'pour salles de sport et clubs',
    tr: 'spor salonları ve kulüpler için',
  },
  {
    ar: 'للشركات الكبرى',
    en: 'for large companies',
    fr: 'pour les grandes entreprises',
    tr: 'büyük şirketler için',
  },
  {
    ar: 'للطلاب والباحثين',
    en: 'for students and researchers',
    fr: 'pour étudiants et chercheurs',
    tr: 'öğrenciler ve araştırmacılar için',
  },
  {
    ar: 'لشركات الشحن والنقل',
    en: 'for shipping companies',
    fr: 'pour les transporteurs',
    tr: 'nakliye şirketleri için',
  },
  {
    ar: 'للمحلات التجارية',
    en: 'for retail shops',
    fr: 'pour les commerces',
    tr: 'mağazalar ve dükkanlar için',
  },
];

/** How a description names its tags: "a, b and c" in each language. */
export const AND: LocalizedText = { ar: ' و', en: ' and ', fr: ' et ', tr: ' ve ' };
export const LIST_SEPARATOR: LocalizedText = { ar: '، ', en: ', ', fr: ', ', tr: ', ' };
/** The sentence that introduces the tags of a service in its description. */
export const SKILLS_INTRO: LocalizedText = {
  ar: 'يشمل العمل: ',
  en: 'Includes: ',
  fr: 'Comprend : ',
  tr: 'Kapsam: ',
};
