import { DEFAULT_GST_RATE_BPS, type RateBps } from '@store/domain';

/** Who issues the store's tax invoices and at which GST rate (INVOICE_SELLER_*, GST_RATE_PERCENT). */
export type InvoiceSettings = {
  sellerName: string;
  sellerAddress: string;
  /** The seller's GSTIN; its first two digits are the seller's state, which decides CGST+SGST or IGST. */
  sellerGstin: string;
  rateBps: RateBps;
};

/**
 * A made-up seller for the demo and the tests: the GSTIN is the well-formed sample of the GST
 * portal's documentation, registered in Maharashtra. Production refuses it (env.ts).
 */
export const DEMO_INVOICE_SETTINGS: InvoiceSettings = {
  sellerName: 'Experience Store Private Limited',
  sellerAddress: '4th Floor, Demo House, Linking Road, Bandra West, Mumbai, Maharashtra 400050',
  sellerGstin: '27AAPFU0939F1ZV',
  rateBps: DEFAULT_GST_RATE_BPS,
};
