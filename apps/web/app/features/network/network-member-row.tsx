import type { ProviderSummary } from '@wasla/shared/contracts/discovery';
import type { Language } from '@wasla/shared/languages';
import { UserMinus, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { RatingBadge } from '../../components/ui/rating-badge';
import { toast } from '../../components/ui/toast-queue';
import { profileHref } from '../providers/provider-page-url';
import type { NetworkSide } from './network-url';

type ChangeReply = { ok: boolean; message: string };

/**
 * One account of my network: its picture, name (to its profile) and rating, and what I may do:
 * stop following it, or remove it from my followers after a confirmation. The list is read again
 * once the change is made, so the row leaves it.
 */
export function NetworkMemberRow({
  member,
  side,
  lang,
}: {
  member: ProviderSummary;
  side: NetworkSide;
  lang: Language;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ChangeReply>();
  const [confirming, setConfirming] = useState(false);
  const busy = fetcher.state !== 'idle';
  const intent = side === 'following' ? 'unfollow' : 'remove';

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    setConfirming(false);
    if (fetcher.data.ok) toast.success(fetcher.data.message);
    else toast.error(fetcher.data.message || t('fallback_error.title'));
  }, [fetcher.state, fetcher.data, t]);

  const submit = () => fetcher.submit({ intent, account_id: String(member.id) }, { method: 'post' });

  return (
    <li className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3">
      <Avatar name={member.name} url={member.avatar_url} size={48} />
      <div className="min-w-0 flex-1">
        <Link
          to={profileHref(lang, member.slug)}
          className="block truncate rounded-sm font-semibold hover:underline"
          dir="auto"
        >
          {member.name}
        </Link>
        <RatingBadge rating={member.rating} count={member.ratings_count} lang={lang} />
      </div>
      {side === 'following' ? (
        <Button
          variant="secondary"
          size="sm"
          isPending={busy}
          onPress={submit}
          aria-label={t('network.unfollow_name', { name: member.name })}
        >
          <UserMinus aria-hidden="true" className="size-4" />
          {t('network.unfollow')}
        </Button>
      ) : (
        <>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => setConfirming(true)}
            aria-label={t('network.remove_name', { name: member.name })}
          >
            <UserX aria-hidden="true" className="size-4" />
            {t('network.remove')}
          </Button>
          <ModalDialog
            isOpen={confirming}
            onOpenChange={setConfirming}
            title={t('network.remove_title', { name: member.name })}
            description={t('network.remove_body')}
            busy={busy}
          >
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onPress={() => setConfirming(false)} isDisabled={busy}>
                {t('network.keep')}
              </Button>
              <Button variant="danger" isPending={busy} onPress={submit}>
                {t('network.remove')}
              </Button>
            </div>
          </ModalDialog>
        </>
      )}
    </li>
  );
}
