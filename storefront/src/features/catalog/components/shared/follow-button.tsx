import PersonAddIcon from '@mui/icons-material/PersonAdd';
import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { FollowType } from '../../api/community';
import { useFollow } from '../../hooks/use-follow';

export interface FollowButtonProps {
  type: FollowType;
  id: string;
  size?: 'small' | 'medium' | 'large';
}

/** The follow toggle for an artist or a gallery. */
export function FollowButton({ type, id, size = 'medium' }: FollowButtonProps) {
  const { t } = useTranslation();
  const { isFollowing, toggle, pending } = useFollow(type, id);
  return (
    <Button
      size={size}
      variant={isFollowing ? 'outlined' : 'contained'}
      startIcon={isFollowing ? <CheckIcon /> : <PersonAddIcon />}
      onClick={toggle}
      disabled={pending}
      aria-pressed={isFollowing}
      data-testid="follow-button"
    >
      {t(isFollowing ? 'catalog.follow.following' : 'catalog.follow.follow')}
    </Button>
  );
}
