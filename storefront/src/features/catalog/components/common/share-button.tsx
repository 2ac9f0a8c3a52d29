import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useShare } from '../../hooks/use-share';

/** Shares the page (Web Share API, or the link copied with a toast). */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation();
  const share = useShare();
  return (
    <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void share(title)} data-testid="share-button">
      {t('catalog.share.button')}
    </Button>
  );
}
