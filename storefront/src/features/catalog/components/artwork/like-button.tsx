import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { formatNumber } from '../../../../lib/format';
import { useLike } from '../../hooks/use-like';

/** Like toggle with the count. */
export function LikeButton({ artworkId }: { artworkId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { count, isLiked, toggle, pending } = useLike(artworkId);
  return (
    <Button
      variant="outlined"
      startIcon={isLiked ? <ThumbUpIcon /> : <ThumbUpOutlinedIcon />}
      onClick={toggle}
      disabled={pending}
      aria-pressed={isLiked}
      data-testid="like-button"
    >
      {t('catalog.like.button', { n: formatNumber(count, language) })}
    </Button>
  );
}
