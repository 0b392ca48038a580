import type { Role } from '@store/domain';
import type { users } from '../schema';
import { addDays, istInstant } from './random';

type UserRow = typeof users.$inferInsert;

type Spec = {
  id: number;
  firstName: string;
  lastName: string;
  mobile: string;
  email: string | null;
  role: Role;
  referralCode: string;
  referredBy?: number;
  mobileVerified: boolean;
  /** Days before the seed's today that the account was created. */
  age: number;
};

// Customers and the agent sign in with a one-time code, or set a password themselves.
const SPECS: Spec[] = [
  {
    id: 1,
    firstName: 'Neha',
    lastName: 'Kapoor',
    mobile: '9000000001',
    email: 'neha.kapoor@example.com',
    role: 'agent',
    referralCode: 'NEHA4K7Q',
    mobileVerified: true,
    age: 400,
  },
  {
    id: 2,
    firstName: 'Aarav',
    lastName: 'Sharma',
    mobile: '9000000002',
    email: 'aarav.sharma@example.com',
    role: 'user',
    referralCode: 'AARAV8M2',
    mobileVerified: true,
    age: 320,
  },
  {
    id: 3,
    firstName: 'Ananya',
    lastName: 'Gupta',
    mobile: '9000000003',
    email: 'ananya.gupta@example.com',
    role: 'user',
    referralCode: 'ANANYA5T',
    referredBy: 2,
    mobileVerified: true,
    age: 210,
  },
  {
    id: 4,
    firstName: 'Rohan',
    lastName: 'Malhotra',
    mobile: '9000000004',
    email: 'rohan.m@example.com',
    role: 'user',
    referralCode: 'ROHAN3X9',
    mobileVerified: true,
    age: 150,
  },
  {
    id: 5,
    firstName: 'Priya',
    lastName: 'Mehta',
    mobile: '9000000005',
    email: 'priya.mehta@example.com',
    role: 'user',
    referralCode: 'PRIYA7D1',
    mobileVerified: true,
    age: 120,
  },
  {
    id: 6,
    firstName: 'Karthik',
    lastName: 'Reddy',
    mobile: '9000000006',
    email: null,
    role: 'user',
    referralCode: 'KARTH2N6',
    mobileVerified: true,
    age: 90,
  },
  {
    id: 7,
    firstName: 'Sneha',
    lastName: 'Rao',
    mobile: '9000000007',
    email: 'sneha.rao@example.com',
    role: 'user',
    referralCode: 'SNEHA9B4',
    referredBy: 5,
    mobileVerified: true,
    age: 45,
  },
  // A customer whose mobile is not verified yet, to show the forced one-time-code entry.
  {
    id: 8,
    firstName: 'Aditya',
    lastName: 'Kulkarni',
    mobile: '9000000008',
    email: 'aditya.k@example.com',
    role: 'user',
    referralCode: 'ADITY6H8',
    mobileVerified: false,
    age: 10,
  },
  // The console's demo operators, demo databases only: their passwords are made when the demo
  // database is created (and printed), their second factor texted to the SMS outbox.
  {
    id: 9,
    firstName: 'Meera',
    lastName: 'Iyer',
    mobile: '9000000009',
    email: null,
    role: 'admin',
    referralCode: 'MEERA1A9',
    mobileVerified: true,
    age: 500,
  },
  {
    id: 10,
    firstName: 'Vikram',
    lastName: 'Singh',
    mobile: '9000000010',
    email: null,
    role: 'ops',
    referralCode: 'VIKRA0P5',
    mobileVerified: true,
    age: 300,
  },
];

/** The demo operators' ids: a seed for anything but a demo leaves them out. */
export const DEMO_OPERATOR_IDS: readonly number[] = SPECS.filter(
  (s) => s.role === 'admin' || s.role === 'ops',
).map((s) => s.id);

/** The demo operators' password hashes, by role: made by the caller, never kept in the source. */
export type DemoOperatorHashes = { admin: string; ops: string };

/** The customers who place the seeded orders, by city id. */
export const CUSTOMERS_BY_CITY: Record<number, number[]> = { 1: [2, 3, 4], 2: [5], 3: [7], 4: [6], 5: [8] };

export function userRows(today: string, operators?: DemoOperatorHashes): UserRow[] {
  return SPECS.map((s) => ({
    id: s.id,
    firstName: s.firstName,
    lastName: s.lastName,
    mobile: s.mobile,
    mobileVerified: s.mobileVerified,
    email: s.email,
    // The seed's emails were given by the people themselves (demo data): proven.
    emailVerified: s.email !== null,
    passwordHash: s.role === 'admin' || s.role === 'ops' ? (operators?.[s.role] ?? null) : null,
    role: s.role,
    referralCode: s.referralCode,
    referredBy: s.referredBy ?? null,
    createdAt: istInstant(addDays(today, -s.age), 11 * 60 + s.id * 7),
  }));
}
