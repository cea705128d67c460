import { Download, Link2, QrCode } from 'lucide-react';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../components/ui/button-classes';
import { CopyButton } from '../components/ui/copy-button';
import { requireUser } from '../features/auth/require-user.server';
import { pageMeta } from '../lib/meta';
import { publicOrigin } from '../lib/site.server';
import type { Route } from './+types/my-qr-code';

// Dark modules in the brand's darkest green on white: scanners read it as well as black.
const COLOURS = { dark: '#062422', light: '#ffffff' };

/** The public profile's address as a QR code, drawn on the server: SVG to show, PNG to download. */
export async function loader(args: Route.LoaderArgs) {
  const { lang, user } = await requireUser(args);
  const url = `${publicOrigin(args.context)}/${lang}/provider/${encodeURIComponent(user.slug)}`;
  const options = { errorCorrectionLevel: 'M' as const, margin: 2, color: COLOURS };
  const [svg, png] = await Promise.all([
    QRCode.toString(url, { ...options, type: 'svg' }),
    QRCode.toDataURL(url, { ...options, width: 1024 }),
  ]);
  return {
    url,
    name: user.name,
    code: user.code,
    svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    png,
    fileName: `wasla-qr-${user.code}.png`,
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'qr.title' }, { key: 'qr.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function MyQrCode({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { url, name, code, svg, png, fileName } = loaderData;
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t('qr.title')}</h1>
        <p className="mt-1 text-muted">{t('qr.intro')}</p>
      </header>

      <section
        aria-labelledby="qr-name"
        className="mx-auto grid w-full max-w-md grid-cols-[minmax(0,1fr)] justify-items-center gap-5 rounded-3xl border border-line bg-surface p-6 text-center shadow-sm sm:p-8"
      >
        <div className="w-full max-w-80 rounded-2xl border border-line bg-white p-3">
          <img
            src={svg}
            alt={t('qr.image_alt', { name })}
            width={320}
            height={320}
            className="aspect-square h-auto w-full"
          />
        </div>
        <div>
          <p id="qr-name" className="text-xl font-bold">
            <bdi>{name}</bdi>
          </p>
          <p className="mt-1 text-sm text-muted">
            {t('qr.code_label')}{' '}
            <bdi dir="ltr" className="font-mono font-semibold tracking-wider text-ink">
              {code}
            </bdi>
          </p>
        </div>
        <p className="flex w-full items-center gap-2 rounded-xl bg-canvas px-3 py-2 text-start text-sm">
          <Link2 aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <bdi dir="ltr" className="min-w-0 flex-1 truncate">
            {url}
          </bdi>
        </p>
        <div className="grid w-full gap-3 sm:grid-cols-2">
          <a href={png} download={fileName} className={buttonClasses('primary', 'md')}>
            <Download aria-hidden="true" className="size-4.5" />
            {t('qr.download')}
          </a>
          <CopyButton
            text={url}
            label={t('qr.copy_link')}
            copiedMessage={t('qr.copied')}
            failedMessage={t('dashboard.copy_failed')}
            size="md"
          />
        </div>
        <p className="flex items-center gap-2 text-xs text-muted">
          <QrCode aria-hidden="true" className="size-4" />
          {t('qr.hint')}
        </p>
      </section>
    </div>
  );
}
