import { CircleAlert, CircleCheck, X } from 'lucide-react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';

import { toastQueue } from './toast-queue';

/** Top-right, or top-left in right-to-left: the logical `end` side does both. */
export function ToastRegionHost() {
  const { t } = useTranslation();
  return (
    <ToastRegion
      queue={toastQueue}
      className="fixed top-4 end-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none"
    >
      {({ toast: item }) => {
        const Icon = item.content.tone === 'success' ? CircleCheck : CircleAlert;
        return (
          <Toast
            toast={item}
            className={`flex items-start gap-3 rounded-xl border bg-surface p-4 shadow-lg outline-none ${item.content.tone === 'success' ? 'border-success/30' : 'border-danger/30'}`}
          >
            <Icon
              aria-hidden="true"
              className={`mt-0.5 size-5 shrink-0 ${item.content.tone === 'success' ? 'text-success' : 'text-danger'}`}
            />
            <ToastContent className="flex-1">
              <Text slot="title" className="text-sm font-medium">
                {item.content.text}
              </Text>
            </ToastContent>
            <Button
              slot="close"
              aria-label={t('actions.close')}
              className="rounded-md p-1 text-muted hover:bg-canvas"
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </Toast>
        );
      }}
    </ToastRegion>
  );
}
