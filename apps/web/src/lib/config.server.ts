/** Read once per process: where the server side of the store finds the API. */
export const API_URL = process.env.API_URL ?? 'http://127.0.0.1:4000';
/** The API origin as the visitor's browser reaches it (CORS allows only the store's origin). */
export const API_PUBLIC_URL = process.env.API_PUBLIC_URL ?? API_URL;
/** Catalogue pages are regenerated at most this often. */
export const CATALOGUE_REVALIDATE_SECONDS = 60;
