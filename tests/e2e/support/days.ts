/** Today where the tests' shoppers are (playwright.config.ts sets their time zone), as UTC midnight of that date. */
export function shoppersToday(now = new Date()): Date {
  return new Date(`${now.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })}T00:00:00Z`);
}
