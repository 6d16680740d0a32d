/** The Content-Type of an xlsx download. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Content-Disposition of an xlsx download; RFC 5987 encoding keeps a Korean file name intact. */
export const xlsxAttachment = (name: string): string =>
  `attachment; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`;
