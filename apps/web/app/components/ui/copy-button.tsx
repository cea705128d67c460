import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from './button';
import type { Size, Variant } from './button-classes';
import { toast } from './toast-queue';

/** The clipboard, with the old copy command where the asynchronous one is missing or refused. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

/** Copies `text` and says so in a toast; the icon turns into a tick for a moment. */
export function CopyButton({
  text,
  label,
  ariaLabel,
  copiedMessage,
  failedMessage,
  variant = 'secondary',
  size = 'sm',
  className,
}: {
  text: string;
  label: string;
  /** A fuller name for assistive technology when several buttons show the same `label` ("Copy IBAN"). */
  ariaLabel?: string;
  copiedMessage: string;
  failedMessage: string;
  variant?: Variant;
  size?: Size;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const Icon = copied ? Check : Copy;
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-label={ariaLabel}
      onPress={async () => {
        if (await copyText(text)) {
          setCopied(true);
          toast.success(copiedMessage);
        } else {
          toast.error(failedMessage);
        }
      }}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
