import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import { Menu as RaMenu, useCanAccess } from 'react-admin';
import { menuSections, type SectionTarget } from './sections';

const RouteItem = ({ target }: { target: Extract<SectionTarget, { kind: 'route' }> }) => {
  const { canAccess } = useCanAccess({ resource: target.resource, action: 'list' });
  if (!canAccess) return null;
  return <RaMenu.Item to={target.path} primaryText={target.label} leftIcon={<HistoryEduIcon />} />;
};

/** Built from sections.ts; each item shows only to the roles that may open it (authProvider.canAccess). */
export const Menu = () => (
  <RaMenu>
    {menuSections().map((target) => {
      switch (target.kind) {
        case 'dashboard':
          return <RaMenu.DashboardItem key="dashboard" primaryText="dashboard.title" />;
        case 'resource':
          return <RaMenu.ResourceItem key={target.name} name={target.name} />;
        case 'route':
          return <RouteItem key={target.path} target={target} />;
      }
    })}
  </RaMenu>
);
