import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import { Button } from '@mui/material';
import { Link, useCanAccess, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { auditPathOf } from './catalogCommands';

/** The record's event stream in the audit explorer: every command that made the record what it is. */
export const AuditTrailButton = () => {
  const record = useRecordContext<{ id: string }>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'streams', action: 'show' });
  if (!record || !resource || !canAccess) return null;
  return (
    <Button size="small" component={Link} to={auditPathOf(resource, record.id)} startIcon={<HistoryEduIcon />}>
      {translate('kit.auditTrail')}
    </Button>
  );
};
