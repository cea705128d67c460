import {
  isVisibilityOnlyChannel,
  SOCIAL_CHANNEL_KINDS,
  type SocialChannelKind,
} from '@wasla/shared/service-rules/social-channels';
import { Eye, EyeOff } from 'lucide-react';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useWizard } from './wizard-context';
import { sentChannels } from './wizard-form';

const PLACEHOLDERS: Partial<Record<SocialChannelKind, string>> = {
  whatsapp: '+971-501234567',
  telegram: '@username',
  wechat: '123456789',
  web_site: 'www.example.com',
  youtube: 'youtube.com/@channel',
};

/**
 * How clients reach the author: each channel switched on shows its field and whether it is shown on
 * the service page. Phone and e-mail are the account's own and carry visibility only.
 */
export function SocialChannels() {
  const { t } = useTranslation();
  const { form, update, errors } = useWizard();
  const order = sentChannels(form);
  const set = (kind: SocialChannelKind, change: Partial<(typeof form.social)[SocialChannelKind]>) =>
    update((current) => ({ social: { ...current.social, [kind]: { ...current.social[kind], ...change } } }));

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4">
      <legend className="mb-2 text-base font-bold">{t('wizard.social_title')}</legend>
      <p className="-mt-2 text-sm text-muted">{t('wizard.social_hint')}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {SOCIAL_CHANNEL_KINDS.map((kind) => {
          const channel = form.social[kind];
          const index = order.indexOf(kind);
          const problems =
            index >= 0
              ? [
                  ...(errors[`social_media.${index}.link`] ?? []),
                  ...(errors[`social_media.${index}.kind`] ?? []),
                ]
              : [];
          return (
            <li
              key={kind}
              className={`grid gap-3 rounded-xl border p-3 ${channel.enabled ? 'border-brand-300 bg-brand-50/40' : 'border-line'}`}
            >
              <Switch
                isSelected={channel.enabled}
                onChange={(enabled) => set(kind, { enabled })}
                className="group flex cursor-pointer items-center gap-3 outline-none"
              >
                <span className="flex h-6 w-10 shrink-0 items-center rounded-full bg-line p-0.5 transition-colors group-data-[selected]:bg-brand-700 group-data-[focus-visible]:outline-3 data-[focus-visible]:outline-solid group-data-[focus-visible]:outline-accent-500">
                  <span className="size-5 rounded-full bg-white shadow transition-transform group-data-[selected]:translate-x-4 rtl:group-data-[selected]:-translate-x-4" />
                </span>
                <span className="font-semibold">{t(`channels.${kind}`)}</span>
              </Switch>
              {channel.enabled ? (
                <>
                  {isVisibilityOnlyChannel(kind) ? (
                    <p className="text-sm text-muted">{t(`wizard.channel_own_${kind}`)}</p>
                  ) : (
                    <TextField
                      label={t('wizard.channel_link', { channel: t(`channels.${kind}`) })}
                      value={channel.link}
                      onChange={(link) => set(kind, { link })}
                      placeholder={PLACEHOLDERS[kind] ?? `${kind}.com/…`}
                      inputDir="ltr"
                      errors={problems}
                    />
                  )}
                  <Switch
                    isSelected={channel.visible}
                    onChange={(visible) => set(kind, { visible })}
                    className="group flex cursor-pointer items-center gap-2 text-sm outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-accent-500"
                  >
                    {channel.visible ? (
                      <Eye aria-hidden="true" className="size-4 text-brand-700" />
                    ) : (
                      <EyeOff aria-hidden="true" className="size-4 text-muted" />
                    )}
                    {channel.visible ? t('wizard.channel_visible') : t('wizard.channel_hidden')}
                  </Switch>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
