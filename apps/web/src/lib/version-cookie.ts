import { DEFAULT_VERSION, VERSION_COOKIE_DAYS } from '@store/domain';

/**
 * Version selection (docs/product.md, "Version selection"): the cookie the proxy reads and the
 * browser-storage key.
 */
export const VERSION_COOKIE = 'selectedVersion';
export const VERSION_BUILD_KEY = 'versionBuildKey';

export const VERSIONS = ['v1', 'v2'] as const;
export type SiteVersion = (typeof VERSIONS)[number];

export function versionOrDefault(value: string | undefined | null): SiteVersion {
  return (VERSIONS as readonly string[]).includes(value ?? '') ? (value as SiteVersion) : DEFAULT_VERSION;
}

export const VERSION_COOKIE_MAX_AGE_SECONDS = VERSION_COOKIE_DAYS * 24 * 3600;

/** The city home page of each version; the proxy rewrites `/` to it. */
export const homePathFor = (version: SiteVersion, city: string): string =>
  version === 'v2' ? `/home-v2/${city}` : `/home/${city}`;
