import { type NextRequest, NextResponse } from 'next/server';
import { CITY_COOKIE, cityOrDefault } from './lib/city-cookie';
import { homePathFor, VERSION_COOKIE, versionOrDefault } from './lib/version-cookie';

/**
 * `/` depends on the visitor's city and version cookies. Rewriting it to `/home/{city}` (v1) or
 * `/home-v2/{city}` keeps each home page a cached, revalidated page per city instead of rendering
 * it on every request.
 */
export function proxy(request: NextRequest) {
  const city = cityOrDefault(request.cookies.get(CITY_COOKIE)?.value);
  const version = versionOrDefault(request.cookies.get(VERSION_COOKIE)?.value);
  return NextResponse.rewrite(new URL(homePathFor(version, city), request.url));
}

export const config = { matcher: '/' };
