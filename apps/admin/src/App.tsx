import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { consoleClient } from './api';
import { ApiProvider } from './api-context';
import { AuditList } from './audit/AuditList';
import { consoleAuthProvider } from './auth/authProvider';
import { SignInPage } from './auth/SignInPage';
import type { ConsoleConfig } from './config';
// People (wallet, roles), vendors, inbox, reports (console-people)
import { InboxList } from './inbox/InboxList';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { consoleTheme } from './layout/theme';
import { OrderList } from './orders/OrderList';
import { OrderShow } from './orders/OrderShow';
import { PeopleList } from './people/PeopleList';
import { PersonShow } from './people/PersonShow';
import { ReportsPage } from './reports/ReportsPage';
import { consoleDataProvider } from './resources/dataProvider';
import { TodayPage } from './today/TodayPage';
import { VendorList } from './vendors/VendorList';

/**
 * The operator console (issue 16) on react-admin: each screen is a Resource (its list and pages)
 * over the data provider, Today is the dashboard. Adding a screen: apps/admin/README.md.
 */
export function App({ config }: { config: ConsoleConfig }) {
  const api = useMemo(() => consoleClient(config.apiUrl), [config.apiUrl]);
  const authProvider = useMemo(() => consoleAuthProvider(api), [api]);
  const dataProvider = useMemo(() => consoleDataProvider(api), [api]);
  return (
    <ApiProvider value={api}>
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
        <Resource name="people" list={PeopleList} show={PersonShow} options={{ label: 'People' }} />
        {/* Vendors, inbox, reports (console-people) */}
        <Resource name="vendors" list={VendorList} options={{ label: 'Vendors' }} />
        <Resource name="inbox" list={InboxList} options={{ label: 'Inbox' }} />
        <CustomRoutes>
          <Route path="/reports" element={<ReportsPage />} />
        </CustomRoutes>
      </Admin>
    </ApiProvider>
  );
}
