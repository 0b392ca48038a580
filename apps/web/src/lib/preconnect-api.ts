import { preconnect } from 'react-dom';
import { API_PUBLIC_URL } from './config.server';

/**
 * For pages whose scripts call the API as soon as they run (the account area, checkout, tracking):
 * the browser opens its connection to the API origin while it still downloads those scripts,
 * instead of after. `anonymous`: the calls send no cookies (the token goes in a header), so they use
 * the browser's connections without credentials.
 */
export function preconnectToApi(): void {
  preconnect(API_PUBLIC_URL, { crossOrigin: 'anonymous' });
}
