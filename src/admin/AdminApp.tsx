import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Admin, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { BannerCreate, BannerEdit, BannerList, BrandCreate, BrandEdit, BrandList, CategoryCreate, CategoryEdit, CategoryList } from './catalogue/CatalogueScreens.tsx';
import { CommentList, ReviewList } from './content/ModerationScreens.tsx';
import { Dashboard } from './Dashboard.tsx';
import { ConsoleLayout } from './DocumentTitle.tsx';
import { GoodsCreate, GoodsEdit, GoodsList } from './goods/GoodsScreens.tsx';
import { HomeShelves } from './goods/HomeShelves.tsx';
import { MemberList, MemberShow } from './people/MemberScreens.tsx';
import { AuditList, FeedbackList, RechargeList } from './people/OtherScreens.tsx';
import { OperatorList } from './people/OperatorScreens.tsx';
import { OrderList } from './orders/OrderList.tsx';
import { OrderShow } from './orders/OrderShow.tsx';
import { authProvider } from './providers/auth.ts';
import { dataProvider } from './providers/data.ts';
import { i18nProvider } from './providers/i18n.ts';
import { consoleTheme } from './theme.ts';
import { VideoCreate, VideoEdit, VideoList } from './video/VideoScreens.tsx';
import { consoleLocale } from './api.ts';

document.documentElement.lang = consoleLocale();

/**
 * MUI styles are inserted through the CSS object model into empty <style> elements. The page's CSP allows
 * exactly an empty inline style (its hash is in src/pages/admin), and rules added through the object model
 * are not inline markup, so no 'unsafe-inline' is needed. `speedy` keeps that true in development too.
 */
const styles = createCache({ key: 'om', speedy: true });

export default function AdminApp() {
  return (
    <CacheProvider value={styles}>
      <BrowserRouter basename="/admin">
        <Admin
          title="console.title"
          layout={ConsoleLayout}
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          theme={consoleTheme}
          dashboard={Dashboard}
          requireAuth
          disableTelemetry
        >
          {(role: string) => (
            <>
              <Resource name="orders" list={OrderList} show={OrderShow} />
              <Resource name="goods" list={GoodsList} create={GoodsCreate} edit={GoodsEdit} />
              <Resource name="homeShelves" list={HomeShelves} />
              <Resource name="members" list={MemberList} show={MemberShow} />
              <Resource name="recharges" list={RechargeList} />
              <Resource name="feedback" list={FeedbackList} />
              <Resource name="reviews" list={ReviewList} />
              <Resource name="comments" list={CommentList} />
              <Resource name="videos" list={VideoList} create={VideoCreate} edit={VideoEdit} />
              <Resource name="categories" list={CategoryList} create={CategoryCreate} edit={CategoryEdit} />
              <Resource name="brands" list={BrandList} create={BrandCreate} edit={BrandEdit} />
              <Resource name="banners" list={BannerList} create={BannerCreate} edit={BannerEdit} />
              {role === 'owner' ? <Resource name="audit" list={AuditList} /> : null}
              {role === 'owner' ? <Resource name="operators" list={OperatorList} /> : null}
            </>
          )}
        </Admin>
      </BrowserRouter>
    </CacheProvider>
  );
}
