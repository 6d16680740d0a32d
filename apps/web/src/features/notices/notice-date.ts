const kstDay = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * A notice date as yyyy.MM.dd. Plain dates are shown as written; timestamps are read in Korea
 * time so a notice dated at midnight KST does not show as the previous day.
 */
export function formatNoticeDate(raw: string | null): string {
  if (!raw) return '';
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (plain) return `${plain[1]}.${plain[2]}.${plain[3]}`;
  const at = /^\d+$/.test(raw) ? new Date(Number(raw)) : new Date(raw);
  if (Number.isNaN(at.getTime())) return raw;
  const parts = Object.fromEntries(kstDay.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}.${parts.month}.${parts.day}`;
}
