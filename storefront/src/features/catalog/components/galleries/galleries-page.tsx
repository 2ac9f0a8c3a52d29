import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { galleriesQuery } from '../../api/profiles';
import { GalleryCard } from '../shared/gallery-card';
import { ProfileListPage, useCountedOptions, useProfileListParams } from '../shared/profile-list-page';

/** /galleries: search by name, location filter (the locations galleries have, with counts), sort, pages. */
export default function GalleriesPage() {
  const { t } = useTranslation();
  const params = useProfileListParams('galleries');
  const list = useQuery(galleriesQuery({ q: params.q, location: params.filter, sort: params.sort, page: params.page }));
  const facets = list.data?.facets?.location ?? [];
  // A location from a shared link stays selectable even when no gallery has it any more.
  const locations =
    facets.some((f) => f.value === params.filter) || !params.filter
      ? facets
      : [...facets, { value: params.filter, count: 0 }];
  const locationOptions = useCountedOptions(
    t('catalog.galleries.allLocations'),
    locations.map((f) => ({
      value: f.value,
      label: t(`catalog.cities.${f.value}`, { defaultValue: f.value }),
      count: f.count,
    })),
  );

  return (
    <ProfileListPage
      kind="galleries"
      filterOptions={locationOptions}
      params={params}
      list={list}
      renderCard={(gallery) => <GalleryCard gallery={gallery} headingComponent="h2" />}
    />
  );
}
