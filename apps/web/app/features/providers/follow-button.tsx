import { UserCheck, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { buttonClasses } from '../../components/ui/button-classes';
import { LinkButton } from '../../components/ui/link-button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { toast } from '../../components/ui/toast-queue';

export type FollowReply =
  | { ok: true; following: boolean; followers_count: number; message: string }
  | { ok: false; errors: Record<string, string[]> };

/**
 * Follow or unfollow an account. The button shows the new state at once (the request follows) and
 * falls back if the server refuses. A guest is told that login is required first, with a link to
 * log in; without scripts the same link is the button itself.
 */
export function FollowButton({
  accountId,
  name,
  following,
  signedIn,
  loginHref,
  action,
}: {
  accountId: number;
  name: string;
  following: boolean;
  signedIn: boolean;
  loginHref: string;
  action: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FollowReply>();
  const [loginOpen, setLoginOpen] = useState(false);
  const reply = fetcher.data;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !reply) return;
    if (reply.ok) toast.success(reply.message);
    else toast.error(Object.values(reply.errors).flat()[0] ?? t('fallback_error.title'));
  }, [fetcher.state, reply, t]);

  if (!signedIn) {
    return (
      <>
        <Link
          to={loginHref}
          onClick={(event) => {
            event.preventDefault();
            setLoginOpen(true);
          }}
          className={buttonClasses('primary', 'md', 'w-full')}
        >
          <UserPlus aria-hidden="true" className="size-4.5" />
          {t('provider_page.follow')}
        </Link>
        <ModalDialog
          isOpen={loginOpen}
          onOpenChange={setLoginOpen}
          title={t('provider_page.follow_login_title', { name })}
          description={t('service_page.login_required')}
        >
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <LinkButton to={loginHref} variant="primary">
              {t('auth.login')}
            </LinkButton>
          </div>
        </ModalDialog>
      </>
    );
  }

  const pending = fetcher.formData ? fetcher.formData.get('follow') === 'true' : undefined;
  const settled = reply?.ok ? reply.following : following;
  const on = pending ?? settled;
  return (
    <fetcher.Form method="post" action={action} className="w-full">
      <input type="hidden" name="intent" value="follow" />
      <input type="hidden" name="account_id" value={accountId} />
      <input type="hidden" name="follow" value={String(!on)} />
      <button
        type="submit"
        aria-label={t(on ? 'provider_page.unfollow_label' : 'provider_page.follow_label', { name })}
        className={buttonClasses(on ? 'secondary' : 'primary', 'md', 'w-full')}
      >
        {on ? (
          <UserCheck aria-hidden="true" className="size-4.5" />
        ) : (
          <UserPlus aria-hidden="true" className="size-4.5" />
        )}
        {t(on ? 'provider_page.unfollow' : 'provider_page.follow')}
      </button>
    </fetcher.Form>
  );
}
