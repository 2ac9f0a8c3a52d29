import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TitledCard } from '../../../components/titled-card';

/** Which analytics label a seller sees: Artist, Gallery or Artist & Gallery (SPEC section 2). */
export function sellerKind(roles: readonly string[]): 'artist' | 'gallery' | 'both' | null {
  const artist = roles.includes('artist');
  const gallery = roles.includes('gallery');
  return artist && gallery ? 'both' : artist ? 'artist' : gallery ? 'gallery' : null;
}

const everyone = [
  { to: '/analytics/dashboard', key: 'lifecycleAnalytics' },
  { to: '/collector', key: 'collector' },
] as const;

const sellers = [
  { to: '/seller', key: 'seller' },
  { to: '/artworks/manage', key: 'artworkManagement' },
  { to: '/representation-requests', key: 'representationRequests' },
  { to: '/shipping-management', key: 'shippingManagement' },
  { to: '/invoice-management', key: 'invoiceManagement' },
] as const;

/** Links for everyone, plus the seller tools for artists and galleries only. */
export function DashboardLinks({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  const kind = sellerKind(roles);
  const links = [
    ...everyone.map((l) => ({ to: l.to, label: t(`dashboard.links.${l.key}`) })),
    ...(kind
      ? [
          { to: '/analytics', label: t(`dashboard.links.analytics.${kind}`) },
          ...sellers.map((l) => ({ to: l.to, label: t(`dashboard.links.${l.key}`) })),
        ]
      : []),
  ];
  return (
    <TitledCard id="dashboard-links-title" nav title={t('dashboard.links.title')}>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="dashboard-links">
        {links.map((l) => (
          <li key={l.to}>
            <Link component={RouterLink} to={l.to}>
              {l.label}
            </Link>
          </li>
        ))}
      </Stack>
    </TitledCard>
  );
}
