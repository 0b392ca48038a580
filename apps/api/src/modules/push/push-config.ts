export type PushConfig = {
  /** mailto: or https: contact the push services may use. */
  subject: string;
  /** Configured keys; none means the pair kept in the database (made on first start). */
  keys?: { publicKey: string; privateKey: string };
};
