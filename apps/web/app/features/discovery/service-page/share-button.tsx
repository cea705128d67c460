import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-queue';

/** The phone's share sheet where there is one; elsewhere the address goes to the clipboard. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation();
  async function share() {
    const url = `${window.location.origin}${path}`;
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closing the share sheet is not an error worth telling.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('service_page.link_copied'));
    } catch {
      toast.error(t('service_page.copy_failed'));
    }
  }
  return (
    <Button variant="ghost" size="sm" onPress={share}>
      <Share2 aria-hidden="true" className="size-4" />
      <span className="ms-1.5">{t('service_page.share')}</span>
    </Button>
  );
}
