import EventIcon from '@mui/icons-material/Event';
import SchoolIcon from '@mui/icons-material/School';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { lazy } from 'react';

const load = <K extends string>(name: K) =>
  lazy(() =>
    import('./WorkshopResources').then((module) => ({
      default: (module as unknown as Record<K, React.ComponentType>)[name],
    })),
  );

/** The workshops resources (/api/admin/workshops, /workshop-registrations, /art-events): read-only for admins and
 * auditors; organisers manage theirs from the storefront. */
export const workshops = {
  list: load('WorkshopList'),
  show: load('WorkshopShow'),
  icon: SchoolIcon,
  recordRepresentation: (record: { title?: string; id: string }) => record.title || record.id,
};
export const workshopRegistrations = {
  list: load('RegistrationList'),
  show: load('RegistrationShow'),
  icon: ConfirmationNumberIcon,
  recordRepresentation: (record: { email?: string; id: string }) => record.email || record.id,
};
export const artEvents = {
  list: load('ArtEventList'),
  show: load('ArtEventShow'),
  icon: EventIcon,
  recordRepresentation: (record: { title?: string; id: string }) => record.title || record.id,
};
