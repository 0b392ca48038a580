/** Where sign-in tokens are checked; tests point these at local stand-ins with their own keys. */
export type SocialConfig = {
  google?: { clientId: string; jwksUrl: string; issuers: string[] };
  facebook?: { appId: string; appSecret: string; graphUrl: string };
};
