import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { usePublicSettings } from '../../../lib/platform-settings';

export type ContentPageName = 'guide' | 'investment' | 'support';

export interface PageContent {
  page: ContentPageName;
  title: string;
  titleAr: string;
  summary: string;
  summaryAr: string;
  sections: Array<{ heading: string; headingAr: string; body: string; bodyAr: string }>;
}

export interface SupportContact {
  supportEmail: string;
  supportPhone: string;
}

/** GET /api/content/:page: the page's text in both languages, as the back-office's Content tab last left it. */
export const pageContentQuery = (page: ContentPageName) =>
  queryOptions({
    queryKey: ['/api/content', page],
    queryFn: ({ signal }) => getJson<PageContent>(`/api/content/${page}`, { signal }),
  });

export const usePageContent = (page: ContentPageName) => useQuery(pageContentQuery(page));

/** The support contact of the platform settings (GET /api/settings/public). */
export const useSupportContact = (): SupportContact | undefined => usePublicSettings();
