import type { DemoTexts } from '@wasla/api/db/seed/marketplace/demo-content';
import type { Random } from '@wasla/api/db/seed/marketplace/random';
import type { GeneratedProvider } from './plan-providers';
import type { GeneratedService } from './plan-services';

export type GeneratedReview = {
  /** Index of the reviewing provider. */
  reviewer: number;
  attitude: number;
  quality: number;
  commitment: number;
  dealAgain: number;
  rating: string;
  comment: string;
  createdAt: Date;
};

// Reviews per provided service (0 to 8): many have none or one, a few have many; about two on average.
const COUNT_WEIGHTS = [30, 20, 15, 12, 9, 6, 4, 2, 2];
// Five stars down to one: most clients are pleased, a few are not.
const MOOD_WEIGHTS = [55, 28, 10, 4, 3];

/** Reviews of one provided service by other providers, each in its reviewer's language. */
export function planReviewsOf(
  random: Random,
  service: GeneratedService,
  providers: GeneratedProvider[],
  texts: DemoTexts,
  now: Date,
): GeneratedReview[] {
  if (service.type !== 'provided') return [];
  const count = random.weighted(COUNT_WEIGHTS);
  return Array.from({ length: count }, () => {
    let reviewer: number;
    do reviewer = random.int(0, providers.length - 1);
    while (reviewer === service.owner);
    const mood = 5 - random.weighted(MOOD_WEIGHTS);
    const star = () => Math.min(5, Math.max(1, mood + [0, -1, 1][random.weighted([60, 25, 15])]!));
    const parts = [star(), star(), star(), star()];
    const mean = parts.reduce((sum, part) => sum + part, 0) / 4;
    const tone = mean >= 4 ? 'positive' : mean >= 2.75 ? 'mixed' : 'negative';
    const since = service.publishedAt.getTime();
    return {
      reviewer,
      attitude: parts[0]!,
      quality: parts[1]!,
      commitment: parts[2]!,
      dealAgain: parts[3]!,
      rating: mean.toFixed(2),
      comment: random.pick(texts.reviews[tone])[providers[reviewer]!.lang],
      createdAt: new Date(since + random.next() * (now.getTime() - since)),
    };
  });
}
