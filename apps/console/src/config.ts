/** What the console needs to know at run time; scripts/console-server.mjs serves it as /config.json. */
export type ConsoleConfig = { apiUrl: string };

export async function loadConfig(): Promise<ConsoleConfig> {
  const reply = await fetch('/config.json', { cache: 'no-store' });
  if (!reply.ok) throw new Error(`/config.json answered ${reply.status}`);
  const config = (await reply.json()) as Partial<ConsoleConfig>;
  if (typeof config.apiUrl !== 'string') throw new Error('/config.json has no apiUrl');
  return { apiUrl: config.apiUrl };
}
