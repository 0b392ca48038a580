import AssignmentIcon from '@mui/icons-material/Assignment';
import BarChartIcon from '@mui/icons-material/BarChart';
import HistoryIcon from '@mui/icons-material/History';
import InboxIcon from '@mui/icons-material/Inbox';
import PeopleIcon from '@mui/icons-material/People';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TodayIcon from '@mui/icons-material/Today';
import { Chip } from '@mui/material';
import type { ReactNode } from 'react';
import {
  AppBar,
  Layout,
  Logout,
  Menu,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  usePermissions,
} from 'react-admin';

/** The console's menu: Today first, then each screen. A new screen adds its item here. */
function ConsoleMenu() {
  return (
    <Menu>
      <Menu.DashboardItem primaryText="Today" leftIcon={<TodayIcon />} />
      <Menu.Item to="/orders" primaryText="Orders" leftIcon={<AssignmentIcon />} />
      <Menu.Item to="/audit" primaryText="Audit" leftIcon={<HistoryIcon />} />
      <Menu.Item to="/people" primaryText="People" leftIcon={<PeopleIcon />} />
      <Menu.Item to="/vendors" primaryText="Vendors" leftIcon={<StorefrontIcon />} />
      <Menu.Item to="/inbox" primaryText="Inbox" leftIcon={<InboxIcon />} />
      <Menu.Item to="/reports" primaryText="Reports" leftIcon={<BarChartIcon />} />
    </Menu>
  );
}

/** The operator's role beside their name: ops and admins see different actions. */
function RoleBadge() {
  const { permissions } = usePermissions<string | null>();
  if (!permissions) return null;
  return (
    <Chip
      data-testid="console-role"
      label={permissions}
      size="small"
      color="default"
      sx={{ mr: 1, bgcolor: '#fff' }}
    />
  );
}

/** The operator's menu, named by their name as it shows it (its button's text is its name). */
function ConsoleUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ?? 'Profile'}>
      <Logout />
    </UserMenu>
  );
}

function ConsoleAppBar() {
  return (
    <AppBar userMenu={<ConsoleUserMenu />}>
      <TitlePortal />
      <RoleBadge />
    </AppBar>
  );
}

export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={ConsoleMenu} appBar={ConsoleAppBar}>
      {children}
    </Layout>
  );
}
