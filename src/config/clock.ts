/**
 * The moment a build publishes as, which decides which deals have ended, which end soon and the build's
 * day: the machine's clock, or BUILD_NOW (an ISO date or date and time, e.g. `2026-12-01` or
 * `2026-12-01T03:00:00Z`) to build as of another moment: the incremental build test builds "the next
 * day" that way, and an operator can preview the site of a coming day. content:check run by the build
 * checks as of the same moment.
 */
export function buildNow(env: NodeJS.ProcessEnv = process.env): Date {
  const text = env.BUILD_NOW?.trim();
  if (!text) return new Date();
  const moment = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T12:00:00Z` : text);
  if (Number.isNaN(moment.getTime())) throw new Error(`BUILD_NOW="${text}" is not a date (YYYY-MM-DD) or an ISO date and time`);
  return moment;
}
