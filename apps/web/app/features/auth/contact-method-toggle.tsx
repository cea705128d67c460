import { Mail, Smartphone } from 'lucide-react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ContactMethod } from './contact';

const OPTION =
  'flex h-10 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium text-muted transition-colors outline-none hover:text-ink data-[focus-visible]:outline-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-accent-500 data-[selected]:bg-surface data-[selected]:font-semibold data-[selected]:text-brand-800 data-[selected]:shadow-sm';

/**
 * E-mail or phone: two toggle buttons (a radio group to assistive technology; arrow keys move between
 * them). The chosen one is filled and bold, not told apart by colour alone. The form receives `method`.
 */
export function ContactMethodToggle({
  value,
  onChange,
  label,
}: {
  value: ContactMethod;
  onChange: (method: ContactMethod) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ToggleButtonGroup
        aria-label={label}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[value]}
        onSelectionChange={(keys) => {
          const [key] = [...keys];
          if (key === 'email' || key === 'phone') onChange(key);
        }}
        className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-canvas p-1"
      >
        <ToggleButton id="email" className={OPTION}>
          <Mail aria-hidden="true" className="size-4.5 shrink-0" />
          {t('auth.method_email')}
        </ToggleButton>
        <ToggleButton id="phone" className={OPTION}>
          <Smartphone aria-hidden="true" className="size-4.5 shrink-0" />
          {t('auth.method_phone')}
        </ToggleButton>
      </ToggleButtonGroup>
      <input type="hidden" name="method" value={value} />
    </>
  );
}
