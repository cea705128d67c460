import { onlyLatinDigits } from '@wasla/shared/digits';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/text-field';

/**
 * A six-digit one-time code: the digit keyboard on phones, the code the phone offers from the
 * message (`one-time-code`), and left-to-right digits on right-to-left pages. Digits typed on an
 * Arabic or Persian keyboard become 0-9 as they are typed (the server takes them either way).
 */
export function CodeField({
  name = 'code',
  label,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'label' | 'name'> & { label?: string; name?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      name={name}
      label={label ?? t('auth.code')}
      inputMode="numeric"
      inputDir="ltr"
      autoComplete="one-time-code"
      maxLength={6}
      normalise={onlyLatinDigits}
      isRequired
      {...props}
    />
  );
}
