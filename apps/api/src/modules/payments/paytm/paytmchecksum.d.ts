/** The parts of Paytm's `paytmchecksum` package (plain JavaScript, no types of its own) that we use. */
declare module 'paytmchecksum' {
  type Params = Record<string, string>;
  const PaytmChecksum: {
    generateSignature(params: Params | string, key: string): Promise<string>;
    verifySignature(params: Params | string, key: string, checksum: string): boolean;
    calculateChecksum(params: string, key: string, salt: string): string;
    getStringByParams(params: Params): string;
  };
  export default PaytmChecksum;
}
