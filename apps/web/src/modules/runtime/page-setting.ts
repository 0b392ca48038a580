/**
 * A setting the store reads per request on its own route (app/api/map-settings,
 * app/auth/social-config): a prerendered page must not carry it, so the browser asks when it needs
 * it. Asked once per page; a failure is forgotten, so the next need asks again, and each caller
 * decides what a failure means for its customer.
 */
export function pageSetting<T>(path: string, what: string): () => Promise<T> {
  let asked: Promise<T> | undefined;
  return () => {
    asked ??= fetch(path)
      .then((reply) => {
        if (!reply.ok) throw new Error(`${what}: ${reply.status}`);
        return reply.json() as Promise<T>;
      })
      .catch((error: unknown) => {
        asked = undefined;
        throw error;
      });
    return asked;
  };
}
