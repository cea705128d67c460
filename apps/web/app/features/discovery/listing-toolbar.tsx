import { LISTING_SORTS, PAGE_SIZES } from '@wasla/shared/business-constants';
import { formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { LayoutGrid, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NativeSelectField } from '../../components/ui/native-select-field';
import type { ShowStyle } from './use-show-style';

/**
 * Above the results: how many are shown of how many, the sort, the page size and the view. Sort and
 * size apply at once (they are links of the listing, so the back button undoes them).
 */
export function ListingToolbar({
  lang,
  shown,
  total,
  totalIsLowerBound = false,
  sort,
  perPage,
  hrefWith,
  style,
  onStyle,
}: {
  lang: Language;
  shown: number;
  total: number;
  /** The matches were counted only up to `total`: "of more than". */
  totalIsLowerBound?: boolean;
  sort: string;
  perPage: string;
  hrefWith: (changes: { sort?: string; per_page?: string }) => string;
  style: ShowStyle;
  onStyle: (style: ShowStyle) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const view = (value: ShowStyle, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={style === value}
      aria-label={t(`listing.view_${value}`)}
      onClick={() => onStyle(value)}
      className="grid size-10 place-items-center rounded-lg text-muted outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <p role="status" className="text-sm text-muted">
        {t(totalIsLowerBound ? 'listing.showing_at_least' : 'listing.showing', {
          some: formatNumber(shown, lang),
          total: formatNumber(total, lang),
        })}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-44">
          <NativeSelectField
            label={t('listing.sort')}
            name="sort"
            value={sort}
            onChange={(key) => navigate(hrefWith({ sort: key }))}
            options={LISTING_SORTS.map((s) => ({ id: s, name: t(`listing.sort_${s}`) }))}
          />
        </div>
        <div className="w-28">
          <NativeSelectField
            label={t('listing.per_page')}
            name="per_page"
            value={perPage}
            onChange={(key) => navigate(hrefWith({ per_page: key }))}
            options={PAGE_SIZES.map((n) => ({ id: String(n), name: formatNumber(n, lang) }))}
          />
        </div>
        <fieldset className="flex gap-1">
          <legend className="sr-only">{t('listing.view')}</legend>
          {view('grid', LayoutGrid)}
          {view('list', List)}
        </fieldset>
      </div>
    </div>
  );
}
