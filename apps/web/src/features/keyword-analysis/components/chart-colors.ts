/** One colour per compared keyword (the analysed keyword takes the brand colour). */
const SERIES_COLORS = ['#3550e5', '#10b981', '#f59e0b', '#e11d48', '#8b5cf6', '#0ea5e9'] as const;

export const colorAt = (i: number): string => SERIES_COLORS[i % SERIES_COLORS.length]!;

/** The folded "others" slice of the category chart. */
export const OTHERS_COLOR = '#cbd5e1';
