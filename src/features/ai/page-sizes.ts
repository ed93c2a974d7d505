/** The page sizes the AI lists offer (the spec takes 1-1000). */
export const AI_PAGE_SIZES = [25, 50, 100, 250, 500, 1000] as const;
