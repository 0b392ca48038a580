import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { consoleClient } from './api';
import { ApiProvider, ApiUrlProvider } from './api-context';
import { AuditList } from './audit/AuditList';
import { consoleAuthProvider } from './auth/authProvider';
import { SignInPage } from './auth/SignInPage';
import { PatternList } from './availability/PatternList';
import { SlotList } from './availability/SlotList';
import { SurgeList } from './availability/SurgeList';
import { CategoryCreate, CustomizationCreate, RegionCreate, TagCreate } from './catalogue/CatalogueCreate';
import {
  CategoryEdit,
  CategoryList,
  CustomizationEdit,
  CustomizationList,
  RegionEdit,
  RegionList,
  TagEdit,
  TagList,
} from './catalogue/CatalogueScreens';
import { ExperienceCreate, ExperienceEdit, ExperienceList } from './catalogue/ExperienceScreens';
import type { ConsoleConfig } from './config';
import { CouponList } from './coupons/CouponList';
import { CouponShow } from './coupons/CouponShow';
import { GiftCodeList } from './coupons/GiftCodeList';
// People (wallet, roles), vendors, inbox, reports (console-people)
import { InboxList } from './inbox/InboxList';
import { ReviewQueueList } from './inbox/ReviewQueueList';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { consoleTheme } from './layout/theme';
import { OrderList } from './orders/OrderList';
import { OrderShow } from './orders/OrderShow';
import { PayoutList } from './payouts/PayoutList';
import { PayoutShow } from './payouts/PayoutShow';
import { PeopleList } from './people/PeopleList';
import { PersonShow } from './people/PersonShow';
import { PincodeList } from './pincodes/PincodeList';
import { ReportsPage } from './reports/ReportsPage';
import { consoleDataProvider } from './resources/dataProvider';
import { SecurityPage } from './security/SecurityPage';
import { TodayPage } from './today/TodayPage';
import { VendorList } from './vendors/VendorList';
import { WalletCreditList } from './wallet-credits/WalletCreditList';

/**
 * The operator console on react-admin: each screen is a Resource (its list and pages)
 * over the data provider, Today is the dashboard. Adding a screen: apps/console/README.md.
 */
export function App({ config }: { config: ConsoleConfig }) {
  const api = useMemo(() => consoleClient(config.apiUrl), [config.apiUrl]);
  const authProvider = useMemo(() => consoleAuthProvider(api), [api]);
  const dataProvider = useMemo(() => consoleDataProvider(api), [api]);
  return (
    <ApiProvider value={api}>
      <ApiUrlProvider value={config.apiUrl}>
        <Admin
          title="Operator console"
          authProvider={authProvider}
          dataProvider={dataProvider}
          loginPage={SignInPage}
          dashboard={TodayPage}
          layout={ConsoleLayout}
          theme={consoleTheme}
          disableTelemetry
          requireAuth
        >
          <Resource name="orders" list={OrderList} show={OrderShow} options={{ label: 'Orders' }} />
          <Resource name="audit" list={AuditList} options={{ label: 'Audit' }} />
          {/* Catalogue */}
          <Resource
            name="experiences"
            list={ExperienceList}
            edit={ExperienceEdit}
            create={ExperienceCreate}
            options={{ label: 'Experiences' }}
          />
          <Resource
            name="customizations"
            list={CustomizationList}
            edit={CustomizationEdit}
            create={CustomizationCreate}
            options={{ label: 'Add-ons' }}
          />
          <Resource
            name="tags"
            list={TagList}
            edit={TagEdit}
            create={TagCreate}
            options={{ label: 'Tags' }}
          />
          <Resource
            name="categories"
            list={CategoryList}
            edit={CategoryEdit}
            create={CategoryCreate}
            options={{ label: 'Categories' }}
          />
          <Resource
            name="regions"
            list={RegionList}
            edit={RegionEdit}
            create={RegionCreate}
            options={{ label: 'Regions' }}
          />
          {/* Availability, pincodes and coupons */}
          <Resource name="slots" list={SlotList} options={{ label: 'Availability' }} />
          <Resource name="slot-patterns" list={PatternList} options={{ label: 'Weekly patterns' }} />
          <Resource name="surges" list={SurgeList} options={{ label: 'Date surges' }} />
          <Resource name="pincodes" list={PincodeList} options={{ label: 'Pincodes' }} />
          <Resource name="coupons" list={CouponList} show={CouponShow} options={{ label: 'Coupons' }} />
          <Resource name="gift-codes" list={GiftCodeList} options={{ label: 'Gift codes' }} />
          <Resource name="people" list={PeopleList} show={PersonShow} options={{ label: 'People' }} />
          <Resource name="wallet-credits" list={WalletCreditList} options={{ label: 'Wallet credits' }} />
          {/* Vendors, inbox, reports (console-people) */}
          <Resource name="vendors" list={VendorList} options={{ label: 'Vendors' }} />
          <Resource name="inbox" list={InboxList} options={{ label: 'Inbox' }} />
          <Resource name="reviews" list={ReviewQueueList} options={{ label: 'Reviews' }} />
          <Resource name="payouts" list={PayoutList} show={PayoutShow} options={{ label: 'Payouts' }} />
          <CustomRoutes>
            <Route path="/reports" element={<ReportsPage />} />
            <Route path="/security" element={<SecurityPage />} />
          </CustomRoutes>
        </Admin>
      </ApiUrlProvider>
    </ApiProvider>
  );
}
