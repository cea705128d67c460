import { MessageCircle, MessageSquareText } from 'lucide-react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { CodeChannel } from './contact';

const ICONS = { sms: MessageSquareText, whatsapp: MessageCircle };

/**
 * How a code reaches a phone: SMS or WhatsApp (radio buttons: arrow keys move between them; the form
 * receives `name`). The chosen one is filled and bold, not only coloured.
 */
export function CodeChannelField({
  name = 'channel',
  label,
  defaultValue = 'sms',
}: {
  name?: string;
  label?: string;
  defaultValue?: CodeChannel;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      name={name}
      defaultValue={defaultValue}
      orientation="horizontal"
      className="flex flex-col gap-1.5"
    >
      <Label className="text-sm font-semibold">{label ?? t('auth.code_channel')}</Label>
      <div className="grid grid-cols-2 gap-2">
        {(['sms', 'whatsapp'] as const).map((channel) => {
          const Icon = ICONS[channel];
          return (
            <Radio
              key={channel}
              value={channel}
              className="flex h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border border-line bg-surface px-3 text-sm font-medium text-ink transition-colors outline-none hover:border-brand-300 data-[focus-visible]:outline-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-accent-500 data-[selected]:border-brand-700 data-[selected]:bg-brand-50 data-[selected]:font-semibold data-[selected]:text-brand-800"
            >
              <Icon aria-hidden="true" className="size-4.5 shrink-0" />
              {t(`auth.channel_${channel}`)}
            </Radio>
          );
        })}
      </div>
    </RadioGroup>
  );
}
