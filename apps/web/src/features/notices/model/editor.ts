const koreaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's Korea date as yyyy-MM-dd, the default notice date (spec 01 §5: a Korea date). */
export function koreaToday(at: Date = new Date()): string {
  const parts = Object.fromEntries(koreaDay.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
