/** The MUI X plans a demo can need: the one of the most advanced package it imports. */
export type MuiXPlan = 'pro' | 'premium';

const COMMERCIAL_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]@mui\/x-[a-z-]+?-(pro|premium)(?:\/[^'"]*)?['"]/g;

/**
 * The MUI X plan a demo's source needs: `premium` if it imports a `@mui/x-…-premium` package (or a
 * path inside one), `pro` for a `-pro` one, nothing for the MIT packages only.
 */
export function muiXPlanOf(source: string): MuiXPlan | undefined {
  const plans = new Set([...source.matchAll(COMMERCIAL_IMPORT)].map((match) => match[1] as MuiXPlan));
  return plans.has('premium') ? 'premium' : plans.has('pro') ? 'pro' : undefined;
}

/** Whether a demo's source imports a commercial MUI X package: its island must set the license key first. */
export function importsCommercialMuiX(source: string): boolean {
  return muiXPlanOf(source) !== undefined;
}
