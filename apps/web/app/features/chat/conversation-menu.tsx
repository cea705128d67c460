import type { Conversation } from '@wasla/shared/contracts/chat';
import type { Language } from '@wasla/shared/languages';
import { Ban, Bell, BellOff, EllipsisVertical, Flag, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { toast } from '../../components/ui/toast-queue';
import { changeStatus } from './chat-client';
import { useChatStore } from './chat-context';
import { ReportDialog } from './report-dialog';

export type StatusChange = 'muted' | 'unmuted' | 'blocked' | 'unblocked';

/** Changes a conversation's standing and shows the outcome; answers whether it changed. */
export function useStatusChange(lang: Language, conversation: Conversation) {
  const { t } = useTranslation();
  const store = useChatStore();
  const [busy, setBusy] = useState(false);
  const change = async (status: StatusChange) => {
    setBusy(true);
    try {
      const reply = await changeStatus(lang, conversation.id, status).catch(() => null);
      if (reply?.ok) {
        store.upsert(reply.conversation);
        toast.success(t(`chat.${status}_done`));
        return true;
      }
      toast.error(reply && !reply.ok && reply.text ? reply.text : t('chat.status_failed'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { change, busy };
}

/**
 * The conversation's menu: mute or unmute its notifications, block the other account (after a
 * confirmation) or unblock it, which only the one who blocked may do, and report the conversation
 * to the support team.
 */
export function ConversationMenu({
  conversation,
  lang,
  name,
}: {
  conversation: Conversation;
  lang: Language;
  name: string;
}) {
  const { t } = useTranslation();
  const { change, busy } = useStatusChange(lang, conversation);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const items = [
    conversation.muted
      ? { id: 'unmuted', label: t('chat.unmute'), icon: Bell }
      : { id: 'muted', label: t('chat.mute'), icon: BellOff },
    ...(conversation.blocked_by_me
      ? [{ id: 'unblocked', label: t('chat.unblock'), icon: ShieldCheck }]
      : conversation.blocked || conversation.other.deleted
        ? []
        : [{ id: 'blocked', label: t('chat.block'), icon: Ban }]),
    { id: 'report', label: t('chat.report'), icon: Flag },
  ];
  return (
    <>
      <MenuTrigger>
        <AriaButton
          aria-label={t('chat.menu')}
          isDisabled={busy}
          className="grid size-11 shrink-0 place-items-center rounded-lg text-ink outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 disabled:opacity-50"
        >
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </AriaButton>
        <Popover
          placement="bottom end"
          offset={6}
          className="rounded-xl border border-line bg-surface p-1.5 shadow-xl outline-none"
        >
          <Menu
            aria-label={t('chat.menu')}
            className="min-w-56 outline-none"
            onAction={(key) => {
              if (key === 'blocked') setConfirming(true);
              else if (key === 'report') setReporting(true);
              else void change(key as StatusChange);
            }}
          >
            {items.map(({ id, label, icon: Icon }) => (
              <MenuItem
                key={id}
                id={id}
                textValue={label}
                className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm outline-none focus:bg-brand-50 hover:bg-brand-50 ${id === 'blocked' || id === 'report' ? 'text-danger' : 'text-ink'}`}
              >
                <Icon aria-hidden="true" className="size-4.5 shrink-0" />
                {label}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      <ReportDialog
        isOpen={reporting}
        onOpenChange={setReporting}
        lang={lang}
        conversationId={conversation.id}
      />
      <ModalDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        busy={busy}
        title={t('chat.block_title', { name: `\u2068${name}\u2069` })}
        description={t('chat.block_body')}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={() => setConfirming(false)} isDisabled={busy}>
            {t('chat.cancel')}
          </Button>
          <Button
            variant="danger"
            isDisabled={busy}
            onPress={async () => {
              if (await change('blocked')) setConfirming(false);
            }}
          >
            <Ban aria-hidden="true" className="size-4.5" />
            {t('chat.block_confirm')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
