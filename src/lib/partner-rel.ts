/**
 * `rel` of every link to a partner: paid (sponsored), and no window or referrer handed over. On its own
 * so the profile island can use it without bundling the merchants' settings (outbound.ts re-exports it).
 */
export const PARTNER_REL = 'sponsored noopener noreferrer';
