import type { schema } from '@store/db';

/** Who a provider says signed in; only a verified email may link to an existing account. */
export type SocialProfile = {
  provider: schema.SocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};
