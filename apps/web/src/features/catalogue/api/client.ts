/**
 * The catalogue's API client, loaded with its contract, zod and ts-rest on the first call, not
 * with the pages: a tool page the BFF rendered with the API's answers (ADR 034) hydrates from
 * them without evaluating any of it, and loads it when the visitor asks for something new
 * (another filter, a rating, a comment). ADR 037.
 */
export async function catalogueApi() {
  const { catalogueClient } = await import('./catalogue-client');
  return catalogueClient;
}
