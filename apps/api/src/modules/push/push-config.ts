export type PushConfig = {
  /** mailto: or https: contact the push services may use. */
  subject: string;
  /** Configured keys; none means the pair kept in the database (made on first start). */
  keys?: { publicKey: string; privateKey: string };
  /**
   * Hosts a subscription may name besides the known push services: the stand-in push services of
   * tests and journeys. Never in production (the environment check refuses it).
   */
  testHosts?: string[];
};
