/**
 * Where the billing page lives. Kept in one small module so the account navigation and the plan
 * card can link here without pulling in the page itself.
 */
export const BILLING_PATH = '/account/billing';
/** A short address for the plans (it leads to the billing page). */
export const PLANS_PATH = '/plans';
