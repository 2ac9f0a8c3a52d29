import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useFavorite } from '../../hooks/use-favorite';

export interface FavoriteButtonProps {
  artworkId: string;
  /** `icon` for cards (a round button), `button` for the detail page (icon and text). */
  variant?: 'icon' | 'button';
}

/** Adds or removes a favourite; signed-out visitors get the login-required toast (SPEC section 5). */
export function FavoriteButton({ artworkId, variant = 'icon' }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const { isFavorite, toggle, pending } = useFavorite(artworkId);
  const label = t(isFavorite ? 'catalog.favorite.remove' : 'catalog.favorite.add');
  const icon = isFavorite ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />;
  if (variant === 'button') {
    return (
      <Button
        variant={isFavorite ? 'contained' : 'outlined'}
        startIcon={icon}
        onClick={toggle}
        disabled={pending}
        aria-pressed={isFavorite}
        data-testid="favorite-button"
      >
        {label}
      </Button>
    );
  }
  return (
    <IconButton
      onClick={toggle}
      disabled={pending}
      aria-label={label}
      title={label}
      aria-pressed={isFavorite}
      data-testid="favorite-button"
      sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
    >
      {icon}
    </IconButton>
  );
}
