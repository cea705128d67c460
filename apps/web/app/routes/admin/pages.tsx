import { STATIC_PAGES, teamStaticPageSchema } from '@wasla/shared/contracts/catalogue-admin';
import { formatDateTime } from '@wasla/shared/format';
import { LANGUAGES } from '@wasla/shared/languages';
import { sectionsFromText, textFromSections } from '@wasla/shared/legal-text';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { z } from 'zod';
import { LazyDetails } from '../../features/admin/lazy-details';
import { localizedBody, localizedFormFields } from '../../features/admin/localized-fields';
import { ScreenHeader } from '../../features/admin/screen-header';
import { type SettingErrors, settingOutcome } from '../../features/admin/setting-outcome';
import { StaticPageEditor } from '../../features/admin/static-page-editor';
import { requireTeam } from '../../features/admin/team-access.server';
import { withSession } from '../../features/auth/require-user.server';
import { pageCopy } from '../../lib/catalogs.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/pages';

const FIELDS = ['title', 'intro', 'body'];

/**
 * The legal pages (team: admin), each in the four languages as last saved, or as the product ships
 * them until the first save: the texts an editor starts from.
 */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const saved = await signedIn.api.get(z.array(teamStaticPageSchema), '/admin/pages');
  const pages = saved.map((page) => {
    const textOf = (lang: (typeof LANGUAGES)[number]) => page.content?.[lang] ?? pageCopy(lang, page.slug);
    const field = (pick: (text: ReturnType<typeof textOf>) => string) =>
      Object.fromEntries(LANGUAGES.map((lang) => [lang, pick(textOf(lang))]));
    return {
      slug: page.slug,
      updatedAt: page.updated_at,
      texts: {
        title: field((text) => text.title),
        intro: field((text) => text.intro),
        body: field((text) => textFromSections(text.sections)),
      },
    };
  });
  return withSession(signedIn, { pages });
}

const pageForm = z.object({
  slug: z.enum(STATIC_PAGES),
  reason: z.string().max(2_000).default(''),
  ...localizedFormFields(FIELDS, z.string().max(100_000).default('')),
});

/** The API names a page's parts `content.{lang}.…`; the form writes them `{part}.{lang}`. */
function formErrors(errors: SettingErrors): SettingErrors {
  const mapped: SettingErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const part = /^content\.(\w+)\.(title|intro|sections)/.exec(key);
    const field = part ? `${part[2] === 'sections' ? 'body' : part[2]}.${part[1]}` : key;
    mapped[field] = [...(mapped[field] ?? []), ...(messages ?? [])];
  }
  return mapped;
}

export async function action(args: Route.ActionArgs) {
  const { signedIn } = await requireTeam(args);
  const parsed = pageForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const form = parsed.data;
  const texts = localizedBody(form, FIELDS) as Record<string, Record<string, string>>;
  const content = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      {
        title: texts.title![lang],
        intro: texts.intro![lang],
        sections: sectionsFromText(texts.body![lang] ?? ''),
      },
    ]),
  );
  const result = await signedIn.api.send(teamStaticPageSchema, 'PUT', `/admin/pages/${form.slug}`, {
    content,
    reason: form.reason,
  });
  const outcome = settingOutcome(form.slug, result);
  return withSession(signedIn, { ...outcome, errors: formErrors(outcome.errors) });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'admin.screens.pages.title' }, { key: 'admin.screens.pages.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminPages({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  return (
    <div className="grid gap-5">
      <ScreenHeader screen="pages" />
      <ul className="grid gap-3">
        {loaderData.pages.map((page) => {
          const outcome = actionData?.id === page.slug ? actionData : undefined;
          return (
            <li key={page.slug} className="rounded-2xl border border-line bg-surface">
              <LazyDetails
                open={Boolean(outcome)}
                summaryClassName="grid cursor-pointer gap-1 px-5 py-4"
                summary={
                  <>
                    <span className="text-lg font-semibold">{t(`admin.pages.${page.slug}`)}</span>
                    <span className="text-sm text-muted">
                      {page.updatedAt
                        ? t('admin.pages.saved_on', { date: formatDateTime(page.updatedAt, lang) })
                        : t('admin.pages.shipped')}
                    </span>
                  </>
                }
              >
                <div className="border-t border-line p-5">
                  <StaticPageEditor
                    key={page.updatedAt ?? 'shipped'}
                    slug={page.slug}
                    initial={page.texts}
                    lang={lang}
                    errors={outcome?.errors ?? {}}
                    saved={outcome?.ok ? t('admin.pages.saved') : null}
                  />
                </div>
              </LazyDetails>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
