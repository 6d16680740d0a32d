/** The analysis URL for a typed keyword, or null when only blanks were typed. */
export function keywordSearchPath(raw: string): string | null {
  const keyword = raw.trim();
  return keyword ? `/search?keyword=${encodeURIComponent(keyword)}` : null;
}
