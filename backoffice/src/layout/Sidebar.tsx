import { type Theme, useMediaQuery } from '@mui/material';
import { Sidebar as RaSidebar, type SidebarProps, useTranslate } from 'react-admin';

/**
 * On a phone react-admin's menu is a modal drawer, whose paper MUI marks as a dialog: a dialog needs a name.
 * (The docked sidebar of wider screens is no dialog and takes no label.)
 */
export const Sidebar = (props: SidebarProps) => {
  const translate = useTranslate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <RaSidebar
      {...props}
      slotProps={isPhone ? { paper: { 'aria-label': translate('app.menu.label') } } : props.slotProps}
    />
  );
};
