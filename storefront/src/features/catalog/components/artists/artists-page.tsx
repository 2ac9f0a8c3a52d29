import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { artistsQuery } from '../../api/profiles';
import { COUNTRIES } from '../../lib/countries';
import { ArtistCard } from '../shared/artist-card';
import { ProfileListPage, useCountedOptions, useProfileListParams } from '../shared/profile-list-page';

/** /artists: search by name, nationality filter (every country of the list), sort, pages. */
export default function ArtistsPage() {
  const { t } = useTranslation();
  const params = useProfileListParams('artists');
  const list = useQuery(
    artistsQuery({ q: params.q, nationality: params.filter, sort: params.sort, page: params.page }),
  );
  const counts = new Map((list.data?.facets?.nationality ?? []).map((f) => [f.value, f.count]));

  const nationalityOptions = useCountedOptions(
    t('catalog.artists.allCountries'),
    COUNTRIES.map((c) => ({ value: c.value, label: t(`catalog.countries.${c.key}`), count: counts.get(c.value) })),
  );

  return (
    <ProfileListPage
      kind="artists"
      filterOptions={nationalityOptions}
      params={params}
      list={list}
      renderCard={(artist) => <ArtistCard artist={artist} headingComponent="h2" />}
    />
  );
}
