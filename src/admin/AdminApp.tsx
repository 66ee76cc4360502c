import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Suspense, use, useMemo } from 'react';
import { CircularProgress } from '@mui/material';
import { Admin, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { ConsoleLayout } from './DocumentTitle.tsx';
import { authProvider } from './providers/auth.ts';
import { dataProvider } from './providers/data.ts';
import { loadI18nProvider } from './providers/i18n.ts';
import { screen } from './screens.ts';
import { consoleTheme } from './theme.ts';
import { consoleLocale } from './api.ts';

document.documentElement.lang = consoleLocale();

/**
 * MUI styles are inserted through the CSS object model into empty <style> elements. The page's CSP allows
 * exactly an empty inline style (its hash is in src/pages/admin), and rules added through the object model
 * are not inline markup, so no 'unsafe-inline' is needed. `speedy` keeps that true in development too.
 */
const styles = createCache({ key: 'om', speedy: true });

/*
 * Each screen is its own chunk, loaded when the operator opens it (decision 074): the first
 * load carries react-admin's frame and login, the console's words, and the shop's messages of the operator's language only.
 */
const Dashboard = screen(() => import('./Dashboard.tsx'), 'Dashboard');
const orders = {
  list: screen(() => import('./orders/OrderList.tsx'), 'OrderList'),
  show: screen(() => import('./orders/OrderShow.tsx'), 'OrderShow'),
};
const goods = {
  list: screen(() => import('./goods/GoodsScreens.tsx'), 'GoodsList'),
  create: screen(() => import('./goods/GoodsScreens.tsx'), 'GoodsCreate'),
  edit: screen(() => import('./goods/GoodsScreens.tsx'), 'GoodsEdit'),
};
const afterSales = {
  list: screen(() => import('./afterSales/AfterSalesScreens.tsx'), 'AfterSalesList'),
  show: screen(() => import('./afterSales/AfterSalesScreens.tsx'), 'AfterSalesShow'),
};
const homeShelves = { list: screen(() => import('./goods/HomeShelves.tsx'), 'HomeShelves') };
const members = {
  list: screen(() => import('./people/MemberScreens.tsx'), 'MemberList'),
  show: screen(() => import('./people/MemberScreens.tsx'), 'MemberShow'),
};
const other = () => import('./people/OtherScreens.tsx');
const moderation = () => import('./content/ModerationScreens.tsx');
const videoScreens = () => import('./video/VideoScreens.tsx');
const catalogue = () => import('./catalogue/CatalogueScreens.tsx');
const videos = { list: screen(videoScreens, 'VideoList'), create: screen(videoScreens, 'VideoCreate'), edit: screen(videoScreens, 'VideoEdit') };
const categories = { list: screen(catalogue, 'CategoryList'), create: screen(catalogue, 'CategoryCreate'), edit: screen(catalogue, 'CategoryEdit') };
const brands = { list: screen(catalogue, 'BrandList'), create: screen(catalogue, 'BrandCreate'), edit: screen(catalogue, 'BrandEdit') };
const banners = { list: screen(catalogue, 'BannerList'), create: screen(catalogue, 'BannerCreate'), edit: screen(catalogue, 'BannerEdit') };
const recharges = { list: screen(other, 'RechargeList') };
const ledger = { list: screen(() => import('./lists/LedgerList.tsx'), 'LedgerList') };
const feedback = { list: screen(other, 'FeedbackList') };
const audit = { list: screen(other, 'AuditList') };
const reviews = { list: screen(moderation, 'ReviewList') };
const comments = { list: screen(moderation, 'CommentList') };
const operators = { list: screen(() => import('./people/OperatorScreens.tsx'), 'OperatorList') };

/** The operator's language is read before the first screen shows, so no word flashes in the other one. */
const i18nReady = loadI18nProvider();

function Console() {
  const i18nProvider = use(i18nReady);
  const theme = useMemo(() => consoleTheme(i18nProvider.translate('ra.page.loading')), [i18nProvider]);
  return (
    <BrowserRouter basename="/admin">
      <Admin
        title="console.title"
        layout={ConsoleLayout}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        dashboard={Dashboard}
        requireAuth
        disableTelemetry
      >
        {(role: string) => (
          <>
            <Resource name="orders" {...orders} />
            <Resource name="after-sales" {...afterSales} />
            <Resource name="goods" {...goods} />
            <Resource name="homeShelves" {...homeShelves} />
            <Resource name="members" {...members} />
            <Resource name="recharges" {...recharges} />
            <Resource name="ledger" {...ledger} />
            <Resource name="feedback" {...feedback} />
            <Resource name="reviews" {...reviews} />
            <Resource name="comments" {...comments} />
            <Resource name="videos" {...videos} />
            <Resource name="categories" {...categories} />
            <Resource name="brands" {...brands} />
            <Resource name="banners" {...banners} />
            {role === 'owner' ? <Resource name="audit" {...audit} /> : null}
            {role === 'owner' ? <Resource name="operators" {...operators} /> : null}
          </>
        )}
      </Admin>
    </BrowserRouter>
  );
}

export default function AdminApp() {
  return (
    <CacheProvider value={styles}>
      <Suspense fallback={<CircularProgress sx={{ display: 'block', m: '30vh auto' }} />}>
        <Console />
      </Suspense>
    </CacheProvider>
  );
}
