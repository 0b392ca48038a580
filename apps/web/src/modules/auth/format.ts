/** "+91 98765 43210": how a 10-digit mobile is shown. */
export const spacedMobile = (mobile: string): string => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
