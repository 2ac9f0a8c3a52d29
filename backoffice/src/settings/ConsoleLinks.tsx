import { Button, Stack } from '@mui/material';
import { Link, useCanAccess, useTranslate } from 'react-admin';

const LINKS = [
  { to: '/settings', resource: 'settings', label: 'settings' },
  { to: '/feature-toggles', resource: 'feature-toggles', label: 'toggles' },
  { to: '/announcements', resource: 'announcements', label: 'announcements' },
  { to: '/content', resource: 'content', label: 'content' },
] as const;

const ConsoleLink = ({ link }: { link: (typeof LINKS)[number] }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: link.resource, action: 'list' });
  if (!canAccess) return null;
  return (
    <Button component={Link} to={link.to} variant="outlined">
      {translate(`resources.settings.overview.${link.label}`)}
    </Button>
  );
};

/** The Overview tab's links into the settings, the feature toggles and the announcements. */
export const ConsoleLinks = () => (
  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
    {LINKS.map((link) => (
      <ConsoleLink key={link.to} link={link} />
    ))}
  </Stack>
);
