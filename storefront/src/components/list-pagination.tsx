import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language';
import { formatNumber } from '../lib/format';

/**
 * Page links under a list, hidden when everything fits on one page. The pagination is itself the navigation
 * landmark, named in the interface's language (MUI names it "pagination navigation" unless told), and every link
 * says where it goes.
 */
export function ListPagination({
  total,
  page,
  onChange,
  pageSize,
}: {
  total: number;
  page: number;
  onChange: (page: number) => void;
  pageSize: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = Math.ceil(total / pageSize);
  if (count <= 1) return null;
  return (
    <Pagination
      aria-label={t('pagination.label')}
      sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}
      count={count}
      page={Math.min(page, count)}
      onChange={(_, next) => onChange(next)}
      color="primary"
      getItemAriaLabel={(type, value, selected) => {
        if (type === 'page')
          return t(selected ? 'pagination.currentPage' : 'pagination.goToPage', {
            page: formatNumber(value ?? 0, language),
          });
        return t(`pagination.nav.${type}`);
      }}
      // The page numbers in the interface's digits, as their labels say them (axe: label-content-name-mismatch).
      renderItem={(item) => (
        <PaginationItem {...item} page={item.page === null ? null : formatNumber(item.page, language)} />
      )}
    />
  );
}
