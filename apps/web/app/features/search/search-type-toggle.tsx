import { SEARCH_TYPES, type SearchType } from '@wasla/shared/contracts/discovery';
import { BriefcaseBusiness, UsersRound } from 'lucide-react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

const ICONS = { service: BriefcaseBusiness, provider: UsersRound } as const;

/**
 * Services or providers: two toggle buttons, one always on (arrow keys move between them). The chosen
 * one is filled and bold, not told apart by colour alone.
 */
export function SearchTypeToggle({
  value,
  onChange,
}: {
  value: SearchType;
  onChange: (type: SearchType) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      aria-label={t('search_box.type_label')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [next] = [...keys];
        if (next && next !== value) onChange(next as SearchType);
      }}
      className="flex gap-1 rounded-xl border border-line bg-canvas p-1"
    >
      {SEARCH_TYPES.map((type) => {
        const Icon = ICONS[type];
        return (
          <ToggleButton
            key={type}
            id={type}
            className="flex h-9 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-muted transition-colors outline-none hover:text-ink data-[focus-visible]:outline-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-accent-500 data-[selected]:bg-surface data-[selected]:font-semibold data-[selected]:text-brand-800 data-[selected]:shadow-sm"
          >
            <Icon aria-hidden="true" className="size-4" />
            {t(`search_box.type_${type}`)}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
