import { type NextRequest, NextResponse } from 'next/server';
import { CITY_COOKIE, cityOrDefault } from './lib/city-cookie';

/**
 * `/` depends on the visitor's city cookie. Rewriting it to `/home/{city}` keeps the home page a
 * cached, revalidated page per city instead of rendering it on every request.
 */
export function proxy(request: NextRequest) {
  const city = cityOrDefault(request.cookies.get(CITY_COOKIE)?.value);
  return NextResponse.rewrite(new URL(`/home/${city}`, request.url));
}

export const config = { matcher: '/' };
