import { DEAL_STATUSES } from '@wasla/shared/deal-rules/deal-states';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { NativeSelectField } from '../../components/ui/native-select-field';
import { TextField } from '../../components/ui/text-field';
import { type DealFilters, isFiltered } from './deal-list-model';

/**
 * The filters of a deal list as a plain GET form (it works before scripts run, and the address keeps
 * it): status, creation dates from and to (the start not after the end, said beside the field), and
 * a deal's code.
 */
export function DealFiltersForm({
  action,
  filters,
  problems,
  hidden,
}: {
  /** Fields the list keeps besides the filters (`/deals?type=`). */
  hidden?: Record<string, string>;
  action: string;
  filters: DealFilters;
  problems: Record<string, string>;
}) {
  const { t } = useTranslation();
  const problem = (field: string) =>
    problems[field] ? [t(`deals.list.errors.${problems[field]}`)] : undefined;
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={t('deals.list.filters')}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-line bg-surface p-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-start"
    >
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <NativeSelectField
        label={t('deals.list.status')}
        name="status"
        defaultValue={filters.status}
        options={[
          { id: '', name: t('deals.list.all_statuses') },
          ...DEAL_STATUSES.map((status) => ({ id: status, name: t(`deals.status.${status}`) })),
        ]}
      />
      <TextField
        name="code"
        label={t('deals.list.code')}
        defaultValue={filters.code}
        inputDir="ltr"
        autoComplete="off"
        maxLength={40}
      />
      <TextField
        name="from"
        type="date"
        label={t('deals.list.from')}
        defaultValue={filters.from}
        errors={problem('from')}
      />
      <TextField
        name="to"
        type="date"
        label={t('deals.list.to')}
        defaultValue={filters.to}
        errors={problem('to')}
      />
      <div className="col-span-2 flex gap-2 lg:col-span-1 lg:pt-7">
        <Button type="submit" className="flex-1 lg:flex-none">
          <Search aria-hidden="true" className="size-4.5" />
          {t('deals.list.apply')}
        </Button>
        {isFiltered(filters) ? (
          <Link
            to={hidden ? `${action}?${new URLSearchParams(hidden)}` : action}
            aria-label={t('deals.list.clear')}
            className="grid size-11 place-items-center rounded-xl border border-line text-muted outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
          >
            <X aria-hidden="true" className="size-5" />
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
