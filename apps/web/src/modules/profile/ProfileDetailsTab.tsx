'use client';

import type { Profile } from '@store/contract';
import { AddressBook } from './AddressBook';
import { ProfileTab } from './ProfileTab';
import { YourData } from './YourData';

/** The Profile tab: the customer's details, then their addresses and their data. */
export function ProfileDetailsTab({ profile }: { profile: Profile }) {
  return (
    <ProfileTab profile={profile}>
      <AddressBook />
      <YourData />
    </ProfileTab>
  );
}
