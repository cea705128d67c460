import { isLanguage } from '@wasla/shared/languages';
import { Ban, CircleAlert, SearchX, ServerCrash } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useParams, useRouteError, useRouteLoaderData } from 'react-router';
import { LinkButton } from '../../components/ui/link-button';
import { FallbackErrorPage } from './fallback-error-page';

export type ErrorKind = 'not_found' | 'server' | 'blocked' | 'generic';

/** SPEC.md section 8: 404 not found, 403 blocked account, 500 server error, anything else generic. */
export function errorKindOf(status: number): ErrorKind {
  if (status === 404) return 'not_found';
  if (status === 403) return 'blocked';
  if (status === 500) return 'server';
  return 'generic';
}

const ICONS = { not_found: SearchX, server: ServerCrash, blocked: Ban, generic: CircleAlert };

function ErrorContent({ status }: { status: number }) {
  const { t } = useTranslation();
  const { lang } = useParams();
  const kind = errorKindOf(status);
  const Icon = ICONS[kind];
  return (
    <section
      className="container-page grid place-items-center py-20 text-center"
      aria-labelledby="error-title"
    >
      <title>{`${t(`error_page.${kind}.title`)} | ${t('brand.name')}`}</title>
      <div className="max-w-lg">
        <div className="mx-auto grid size-24 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-11" strokeWidth={1.6} />
        </div>
        <p className="mt-6 text-sm font-semibold tracking-widest text-brand-700">{status}</p>
        <h1 id="error-title" className="mt-2 text-3xl font-bold">
          {t(`error_page.${kind}.title`)}
        </h1>
        <p className="mt-3 text-lg text-muted">{t(`error_page.${kind}.body`)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <LinkButton to={`/${lang}`} variant="primary">
            {t('error_page.go_home')}
          </LinkButton>
          {kind === 'blocked' ? (
            <LinkButton to={`/${lang}/suggestions`} variant="secondary">
              {t('error_page.contact_support')}
            </LinkButton>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** If the error page itself fails, a plain fallback with a link home takes its place. */
class SafeBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The error page inside the shell: 404, 500, 403 (blocked account) and anything else. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { lang } = useParams();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const fallback = useRouteLoaderData<{ fallback?: { title: string; body: string; home: string } }>(
    'root',
  )?.fallback;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <SafeBoundary
      fallback={<FallbackErrorPage lang={isLanguage(lang) ? lang : 'ar'} copy={fallback} landmark={false} />}
    >
      <ErrorContent status={status} />
    </SafeBoundary>
  );
}
