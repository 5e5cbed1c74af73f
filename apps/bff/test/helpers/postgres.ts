/** The same server as `url`, another database. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Where to run `create database`: the maintenance database of the same server. */
export function adminUrl(url: string): string {
  return databaseUrl(url, 'postgres');
}
