import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LockIcon from '@mui/icons-material/LockOutlined';

/** A badge's mark: a trophy once earned, a padlock while locked. */
export function BadgeIcon({ earned, size = 40 }: { earned: boolean; size?: number }) {
  return earned ? (
    <EmojiEventsIcon sx={{ fontSize: size, color: 'warning.main' }} aria-hidden />
  ) : (
    <LockIcon sx={{ fontSize: size, color: 'text.disabled' }} aria-hidden />
  );
}
