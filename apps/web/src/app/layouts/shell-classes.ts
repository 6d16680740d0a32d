/** The page column and main area of RootLayout, shared with the first paint (first-paint/render.tsx). */
export const LAYOUT_CLASS = 'flex min-h-dvh flex-col';
/** At least a screen high: the footer starts below the fold (see RootLayout). */
export const MAIN_CLASS = 'min-h-dvh flex-1';
