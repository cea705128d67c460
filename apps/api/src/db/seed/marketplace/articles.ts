import { sql } from 'drizzle-orm';
import { excerptAndWords } from '../../../modules/blog/article-text';
import type { Database } from '../../client';

type DemoArticle = {
  key: string;
  /** The index of its author among the demo accounts. */
  author: number;
  language: 'ar' | 'en' | 'fr' | 'tr';
  title: string;
  paragraphs: string[];
  tags: string[];
  daysAgo: number;
  /** The key of the article it translates. */
  translates?: string;
};

/**
 * A few published articles, so the blog, home's latest articles and the profiles' articles tabs show
 * what they are for on a fresh start. Written as the blog writes them: clean paragraphs, an excerpt
 * and a word count, published by the team some days ago. One is translated, to show the languages.
 */
const DEMO_ARTICLES: DemoArticle[] = [
  {
    key: 'brief',
    author: 1,
    language: 'ar',
    title: 'كيف تكتب موجزًا واضحًا لمصمم الشعار',
    paragraphs: [
      'الموجز الواضح يوفر الوقت والمال على الطرفين، ويجعل النتيجة الأولى أقرب إلى ما تريد.',
      'ابدأ بمن هم عملاؤك وما الذي يميز عملك عن غيره، ثم اذكر الألوان التي تحبها والتي لا تحبها، وأرفق أمثلة لشعارات تعجبك واشرح السبب.',
      'حدد أين سيظهر الشعار: لافتة المحل، أو حسابات التواصل، أو الفواتير. ولا تنس أن تتفق على عدد التعديلات ومواعيد التسليم قبل البدء.',
    ],
    tags: ['تصميم', 'شعار', 'نصائح'],
    daysAgo: 9,
  },
  {
    key: 'brief-en',
    author: 1,
    language: 'en',
    title: 'How to write a clear brief for a logo designer',
    paragraphs: [
      'A clear brief saves time and money on both sides, and brings the first draft closer to what you want.',
      'Start with who your customers are and what sets your work apart, then name the colours you like and dislike, and attach logos you admire with the reason why.',
      'Say where the logo will appear: the shop sign, social accounts or invoices. Agree on the number of revisions and the delivery dates before work starts.',
    ],
    tags: ['design', 'logo', 'tips'],
    daysAgo: 8,
    translates: 'brief',
  },
  {
    key: 'pricing',
    author: 2,
    language: 'ar',
    title: 'خمس نصائح لتسعير خدماتك المستقلة',
    paragraphs: [
      'التسعير المناسب يحمي وقتك ويجذب العملاء الجادين. احسب الساعات التي يستغرقها العمل فعلًا، لا التي تتمنى أن يستغرقها.',
      'قدم ثلاث باقات واضحة: أساسية وقياسية ومميزة، واجعل الفرق بينها في النتيجة لا في عدد الساعات فقط.',
      'راجع أسعارك كل ستة أشهر، وارفعها حين يزيد الطلب على وقتك. والعميل الذي يختارك للسعر وحده سيتركك للسعر وحده.',
    ],
    tags: ['تسعير', 'عمل حر'],
    daysAgo: 5,
  },
  {
    key: 'photos',
    author: 3,
    language: 'fr',
    title: 'Réussir les photos de vos produits avec un téléphone',
    paragraphs: [
      'Une bonne lumière compte plus qu’un bon appareil. Placez le produit près d’une fenêtre, à la lumière du jour, sans soleil direct.',
      'Un fond uni et clair met le produit en valeur. Une feuille de papier blanc courbée derrière lui suffit souvent.',
      'Prenez plusieurs angles et gardez le même cadrage pour toute la gamme : vos clients compareront plus facilement.',
    ],
    tags: ['photographie', 'conseils'],
    daysAgo: 3,
  },
  {
    key: 'remote',
    author: 4,
    language: 'tr',
    title: 'Uzaktan çalışırken müşteriyle iletişimin beş kuralı',
    paragraphs: [
      'Her işin başında kimin neye karar vereceğini ve ne zaman geri dönüş yapılacağını yazılı olarak belirleyin.',
      'Kısa ve düzenli güncellemeler, uzun ve seyrek raporlardan daha çok güven verir.',
      'Bir sorun gördüğünüzde hemen söyleyin ve bir çözüm önerisiyle gelin. Sessizlik, kötü haberden daha pahalıdır.',
    ],
    tags: ['iletişim', 'uzaktan çalışma'],
    daysAgo: 1,
  },
];

/** Writes the demo articles of the demo accounts (`accountIds` in the demo content's order). */
export async function insertArticles(tx: Database, accountIds: number[], now: Date) {
  const ids = new Map<string, number>();
  for (const [index, article] of DEMO_ARTICLES.entries()) {
    const text = article.paragraphs.join(' ');
    const { excerpt, words } = excerptAndWords(text);
    const at = new Date(now.getTime() - article.daysAgo * 86_400_000).toISOString();
    const body = article.paragraphs.map((p) => `<p>${p}</p>`).join('');
    const translationOf = article.translates ? (ids.get(article.translates) ?? null) : null;
    const rows = await tx.execute<{ id: number }>(sql`
      insert into articles (author_id, slug, title, language, body, excerpt, words, tags, translation_of,
        status, published_at, created_at, updated_at)
      values (${accountIds[article.author]!}, ${`demo-${article.key}-${index + 1}`}, ${article.title},
        ${article.language}, ${body}, ${excerpt}, ${words},
        array[${sql.join(
          article.tags.map((tag) => sql`${tag}`),
          sql`, `,
        )}]::text[],
        ${translationOf}, 'published', ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)
      returning id`);
    ids.set(article.key, rows.rows[0]!.id);
  }
  return ids.size;
}
