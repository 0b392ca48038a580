/**
 * Where a city change takes the visitor (spec section 2): the city segment of city-bearing paths
 * is rewritten; anything else reloads where it is.
 */
export function pathForCity(pathname: string, shortName: string): string {
  const parts = pathname.split('/');
  if (parts[1] === 'experience' && parts.length >= 5) parts[3] = shortName;
  else if ((parts[1] === 'experiences' || parts[1] === 'home') && parts.length >= 3) parts[2] = shortName;
  else return pathname;
  return parts.join('/');
}
