import { CacheProvider } from '@emotion/react';
import { QueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useSyncExternalStore } from 'react';
import { Admin, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { Route } from 'react-router';
import { authProvider } from './authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { createI18nProvider } from './i18n/i18nProvider';
import { applyToDocument, directionOf, getLocale, subscribeLocale } from './i18n/localeStore';
import jobs from './jobs';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { NotAvailable } from './layout/NotAvailable';
import { RefusedPage } from './layout/RefusedPage';
import { emotionCaches, themeFor } from './layout/theme';
import mail from './mail';
import users, { SetupPage } from './users';
import artists from './artists';
import artworks, { ModerationQueue } from './artworks';
import collections from './collections';
import galleries from './galleries';
import inquiries from './inquiries';
import { comments, discussions } from './moderation';
import invoices, { ChainAuditPage } from './invoices';
import auctions, { AuctionReplayPage } from './auctions';
import { ReadModelsPage } from './projections';
import { artEvents, workshopRegistrations, workshops } from './workshops';
import kyc from './kyc';
import settings from './settings';
import featureToggles from './feature-toggles';
import announcements from './announcements';
import content, { landing } from './content';
import translations from './translations';
import { commissionMessages, commissions } from './commissions';
import { AnalyticsPage } from './analytics';
import { newsletterCampaigns, newsletterSubscribers } from './newsletter';
import { mailOutbox, mailSuppressions, mailTemplates } from './mail/records';
import { disputes, offers, orders, payments, payouts } from './orders';
import { shippingOrders } from './shipping';

const AuditExplorer = lazy(() => import('./audit/AuditExplorer'));

const i18nProvider = createI18nProvider();
// A failed call is shown at once rather than retried three times (the API answers errors deliberately), and
// returning to the tab does not refetch everything: the app bar's refresh button does that.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
// An app key keeps these preferences apart from anything else stored under the same origin.
const store = localStorageStore(undefined, 'Backoffice');
// The language chosen by `?lang=` or remembered wins over react-admin's own stored locale.
store.setItem('locale', getLocale());

export const App = () => {
  const locale = useSyncExternalStore(subscribeLocale, getLocale);
  const direction = directionOf(locale);
  useEffect(() => {
    applyToDocument(locale);
    document.title = i18nProvider.translate('app.title');
  }, [locale]);

  return (
    <CacheProvider value={emotionCaches[direction]}>
      <Admin
        title="app.title"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
        theme={themeFor(locale, {
          loading: i18nProvider.translate('ra.page.loading'),
          pages: i18nProvider.translate('app.pages'),
        })}
        layout={Layout}
        dashboard={Dashboard}
        loginPage={LoginPage}
        requireAuth
        disableTelemetry
      >
        <Resource name="users" {...users} />
        <Resource name="jobs" {...jobs} />
        <Resource name="mail" {...mail} />
        <Resource name="mail/outbox" {...mailOutbox} />
        <Resource name="mail/suppressions" {...mailSuppressions} />
        <Resource name="mail/templates" {...mailTemplates} />
        <Resource name="newsletter/subscribers" {...newsletterSubscribers} />
        <Resource name="newsletter/campaigns" {...newsletterCampaigns} />
        <Resource name="artworks" {...artworks} />
        <Resource name="artists" {...artists} />
        <Resource name="galleries" {...galleries} />
        <Resource name="collections" {...collections} />
        <Resource name="comments" {...comments} />
        <Resource name="discussions" {...discussions} />
        <Resource name="inquiries" {...inquiries} />
        <Resource name="kyc" {...kyc} />
        <Resource name="invoices" {...invoices} />
        <Resource name="auctions" {...auctions} />
        <Resource name="workshops" {...workshops} />
        <Resource name="workshop-registrations" {...workshopRegistrations} />
        <Resource name="art-events" {...artEvents} />
        <Resource name="settings" {...settings} />
        <Resource name="feature-toggles" {...featureToggles} />
        <Resource name="announcements" {...announcements} />
        <Resource name="content" {...content} />
        <Resource name="landing" {...landing} />
        <Resource name="translations" {...translations} />
        <Resource name="commissions" {...commissions} />
        <Resource name="commission-messages" {...commissionMessages} />
        <Resource name="orders" {...orders} />
        <Resource name="offers" {...offers} />
        <Resource name="payments" {...payments} />
        <Resource name="payouts" {...payouts} />
        <Resource name="disputes" {...disputes} />
        <Resource name="shipping-orders" {...shippingOrders} />
        {/* ANCHOR resources: each capability adds its resources above this line. */}
        <CustomRoutes>
          <Route path="/audit" element={<AuditExplorer />} />
          <Route path="/audit/:streamName" element={<AuditExplorer />} />
          <Route path="/moderation-queue" element={<ModerationQueue />} />
          <Route path="/invoice-chain-audit" element={<ChainAuditPage />} />
          <Route path="/invoice-chain-audit/:sellerId" element={<ChainAuditPage />} />
          <Route path="/auctions/:id/replay" element={<AuctionReplayPage />} />
          <Route path="/projections" element={<ReadModelsPage />} />
          <Route path="/analytics" element={<AnalyticsPage />} />
          {/* ANCHOR routes: each capability adds its screens above this line. */}
          <Route path="/translations" element={<NotAvailable section="app.sections.translations" />} />
        </CustomRoutes>
        <CustomRoutes noLayout>
          <Route path="/refused" element={<RefusedPage />} />
          <Route path="/setup" element={<SetupPage />} />
        </CustomRoutes>
      </Admin>
    </CacheProvider>
  );
};
