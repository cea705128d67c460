import { useTranslation } from 'react-i18next';

/** How far an upload has gone, as a bar and in words for screen readers. */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1">
      <progress max={100} value={percent} aria-label={label} className="h-2 w-full accent-brand-700" />
      <p aria-live="polite" className="text-sm text-muted">
        {t('wallet.bank.uploading_percent', { percent })}
      </p>
    </div>
  );
}
