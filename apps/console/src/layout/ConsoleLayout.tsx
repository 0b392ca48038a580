import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BarChartIcon from '@mui/icons-material/BarChart';
import CategoryIcon from '@mui/icons-material/Category';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import HistoryIcon from '@mui/icons-material/History';
import InboxIcon from '@mui/icons-material/Inbox';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LockIcon from '@mui/icons-material/Lock';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import RateReviewIcon from '@mui/icons-material/RateReview';
import RedeemIcon from '@mui/icons-material/Redeem';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TodayIcon from '@mui/icons-material/Today';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
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
      <Menu.Item to="/wallet-credits" primaryText="Wallet credits" leftIcon={<AccountBalanceWalletIcon />} />
      {/* Catalogue */}
      <Menu.Item to="/experiences" primaryText="Experiences" leftIcon={<StorefrontIcon />} />
      <Menu.Item to="/customizations" primaryText="Add-ons" leftIcon={<AddCircleOutlineIcon />} />
      <Menu.Item to="/tags" primaryText="Tags" leftIcon={<LocalOfferIcon />} />
      <Menu.Item to="/categories" primaryText="Categories" leftIcon={<CategoryIcon />} />
      <Menu.Item to="/regions" primaryText="Regions" leftIcon={<PlaceIcon />} />
      <Menu.Item to="/slots" primaryText="Availability" leftIcon={<EventAvailableIcon />} />
      <Menu.Item to="/slot-patterns" primaryText="Weekly patterns" leftIcon={<EventRepeatIcon />} />
      <Menu.Item to="/surges" primaryText="Date surges" leftIcon={<TrendingUpIcon />} />
      <Menu.Item to="/pincodes" primaryText="Pincodes" leftIcon={<PlaceIcon />} />
      <Menu.Item to="/coupons" primaryText="Coupons" leftIcon={<LocalOfferIcon />} />
      <Menu.Item to="/gift-codes" primaryText="Gift codes" leftIcon={<RedeemIcon />} />
      <Menu.Item to="/vendors" primaryText="Vendors" leftIcon={<StorefrontIcon />} />
      <Menu.Item to="/payouts" primaryText="Payouts" leftIcon={<PaymentsIcon />} />
      <Menu.Item to="/inbox" primaryText="Inbox" leftIcon={<InboxIcon />} />
      <Menu.Item to="/reviews" primaryText="Reviews" leftIcon={<RateReviewIcon />} />
      <Menu.Item to="/reports" primaryText="Reports" leftIcon={<BarChartIcon />} />
      <Menu.Item to="/security" primaryText="Security" leftIcon={<LockIcon />} />
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

// What is wider than a phone (a list's table) scrolls sideways inside the content area, which holds
// the screen's controls, so a keyboard reaches it. react-admin's layout grows to fit its widest
// content (min-width: fit-content), and a page wider than the screen widens the phone's layout
// viewport: the dialogs, fixed to it, then open partly off the screen.
const NARROW_SCREENS = {
  minWidth: 0,
  maxWidth: '100vw',
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar': { minWidth: 0, maxWidth: '100%' },
  '& .RaLayout-content': { minWidth: 0, maxWidth: '100%', overflowX: 'auto' },
};

export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={ConsoleMenu} appBar={ConsoleAppBar} sx={NARROW_SCREENS}>
      {children}
    </Layout>
  );
}
