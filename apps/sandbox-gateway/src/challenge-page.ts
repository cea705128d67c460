import { createHash } from 'node:crypto';
import ar from '@wasla/i18n/locales/ar/sandbox-gateway.json' with { type: 'json' };
import en from '@wasla/i18n/locales/en/sandbox-gateway.json' with { type: 'json' };
import fr from '@wasla/i18n/locales/fr/sandbox-gateway.json' with { type: 'json' };
import tr from '@wasla/i18n/locales/tr/sandbox-gateway.json' with { type: 'json' };
import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  negotiateLanguage,
} from '@wasla/shared/languages';
import { formatMoney, isCurrencyCode, money } from '@wasla/shared/money';
import type { Charge } from './state';

type Texts = typeof en.challenge;
const CATALOGS: Record<Language, Texts> = {
  ar: ar.challenge,
  en: en.challenge,
  fr: fr.challenge,
  tr: tr.challenge,
};

/** The page's language: `?lang=` when it names one, else the browser's, else Arabic as the site's. */
export function pageLanguage(query: unknown, acceptLanguage: string | undefined): Language {
  return isLanguage(query) ? query : (negotiateLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const say = (text: string, values: Record<string, string> = {}) =>
  escapeHtml(text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? ''));

// The one style block, allowed by its hash: the page runs no script and loads nothing else.
const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f5f7;color:#1d2530}
.banner{background:#ffd23f;color:#1d2530;font-weight:700;text-align:center;padding:.6rem 1rem;border-bottom:3px dashed #1d2530}
main{max-width:32rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.35rem;margin:0 0 1rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button,.continue{font:inherit;font-weight:600;border-radius:8px;padding:.7rem 1.1rem;border:2px solid #0b5cad;cursor:pointer;text-decoration:none}
button[value=complete],.continue{background:#0b5cad;color:#fff}
button[value=fail]{background:#fff;color:#a1182b;border-color:#a1182b}
button:focus-visible,a:focus-visible{outline:3px solid #ff8c00;outline-offset:2px}
nav{max-width:32rem;margin:0 auto 2rem;display:flex;gap:1rem;flex-wrap:wrap;justify-content:center}
nav a{color:#0b5cad}`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

export type ChallengeView =
  | { kind: 'challenge'; charge: Charge }
  | { kind: 'done'; charge: Charge }
  | { kind: 'missing' };

/** Where the page may send its form and follow the redirect after it: itself and the merchant. */
export function challengePolicy(returnUrl?: string) {
  const merchant = returnUrl ? ` ${new URL(returnUrl).origin}` : '';
  return [
    "default-src 'none'",
    `style-src 'sha256-${STYLE_HASH}'`,
    `form-action 'self'${merchant}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Where the card holder goes after answering: the merchant's return address, naming the gateway's
 * charge under a name of its own (`gateway_charge`, as Stripe adds `payment_intent`), so the
 * merchant's own parameters, such as its `charge_id`, arrive untouched.
 */
export function returnAddress(charge: Charge): string {
  const url = new URL(charge.return_url);
  url.searchParams.set('gateway_charge', charge.id);
  return url.toString();
}

/**
 * The 3-D Secure page a bank would show, reduced to the choice a test needs. It says TEST MODE
 * before anything else, works without scripts (one form, two submit buttons, reachable and usable
 * by keyboard, the first one focused), and follows the language of the shop that sent the card
 * holder here (`?lang=`) or of the browser.
 */
export function renderChallengePage(view: ChallengeView, lang: Language): string {
  const t = CATALOGS[lang];
  let body: string;
  if (view.kind === 'missing') {
    body = `<h1>${say(t.not_found)}</h1>`;
  } else {
    const { charge } = view;
    const amount = isCurrencyCode(charge.currency)
      ? formatMoney(money(BigInt(charge.amount), charge.currency), lang)
      : `${charge.amount} ${charge.currency}`;
    const facts = `<p>${say(t.amount, { amount })}</p>
<p>${say(t.card, { brand: charge.brand.toUpperCase(), last4: charge.last4 })}</p>`;
    body =
      view.kind === 'challenge'
        ? `<h1>${say(t.heading)}</h1>
${facts}
<p>${say(t.explain)}</p>
<form method="post">
<input type="hidden" name="lang" value="${lang}">
<div class="actions">
<button type="submit" name="outcome" value="complete" autofocus>${say(t.complete)}</button>
<button type="submit" name="outcome" value="fail">${say(t.fail)}</button>
</div>
</form>`
        : `<h1>${say(charge.status === 'succeeded' ? t.done_succeeded : t.done_failed)}</h1>
${facts}
<div class="actions"><a class="continue" href="${escapeHtml(returnAddress(charge))}">${say(t.continue)}</a></div>`;
  }
  const languages = LANGUAGES.filter((other) => other !== lang)
    .map(
      (other) => `<a href="?lang=${other}" hreflang="${other}" lang="${other}">${LANGUAGE_NAMES[other]}</a>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${lang}" dir="${directionOf(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${say(t.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note">${say(t.test_mode)}</div>
<main>
${body}
</main>
<nav aria-label="${say(t.language)}">
${languages}
</nav>
</body>
</html>
`;
}
