import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { formatNumber } from '../../../../lib/format';
import { PAGE_SIZE } from '../../api/query-string';

/** Page links under a list; hidden when everything fits on one page. */
export function ListPagination({
  total,
  page,
  onChange,
  pageSize = PAGE_SIZE,
}: {
  total: number;
  page: number;
  onChange: (page: number) => void;
  pageSize?: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = Math.ceil(total / pageSize);
  if (count <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={t('catalog.common.pagination')}
      sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}
    >
      <Pagination
        count={count}
        page={Math.min(page, count)}
        onChange={(_, next) => onChange(next)}
        color="primary"
        getItemAriaLabel={(type, value, selected) => {
          if (type === 'page')
            return t(selected ? 'catalog.common.currentPage' : 'catalog.common.goToPage', {
              page: formatNumber(value ?? 0, language),
            });
          return t(`catalog.common.pageNav.${type}`);
        }}
        // The page numbers in the interface's digits, as their labels say them (axe: label-content-name-mismatch).
        renderItem={(item) => (
          <PaginationItem {...item} page={item.page === null ? null : formatNumber(item.page, language)} />
        )}
      />
    </Box>
  );
}
