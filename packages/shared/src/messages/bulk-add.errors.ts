/** Bulk add from a spreadsheet (issue 29 §2). */
import { defineErrors } from './define-errors';

export const bulkAddErrors = defineErrors({
  BULK_FILE_REQUIRED: { status: 400, message: '올릴 엑셀 파일(.xlsx)을 골라 주세요.' },
  BULK_FILE_TYPE: {
    status: 415,
    message: '엑셀 파일(.xlsx)만 올릴 수 있습니다. 내려받은 양식에 채워 올려 주세요.',
  },
  BULK_FILE_TOO_LARGE: { status: 413, message: '파일이 너무 큽니다. 2MB 이하의 파일을 올려 주세요.' },
  BULK_FILE_UNREADABLE: {
    status: 422,
    message: '파일을 읽을 수 없습니다. 내려받은 양식에 채워 .xlsx로 저장해 올려 주세요.',
  },
  BULK_FILE_UNPACKED_TOO_LARGE: {
    status: 413,
    message: '파일 안의 내용이 너무 큽니다. 내려받은 양식에 500행 이하로 채워 올려 주세요.',
  },
  BULK_FILE_HEADER: {
    status: 422,
    message: '양식의 머리글(첫 행)이 없습니다. 내려받은 양식을 그대로 써 주세요.',
  },
  BULK_FILE_EMPTY: { status: 422, message: '파일에 입력한 행이 없습니다. 둘째 행부터 채워 주세요.' },
  BULK_TOO_MANY_ROWS: {
    status: 422,
    message: '한 번에 500행까지 올릴 수 있습니다. 파일을 나눠 올려 주세요.',
  },
  // Issue 35 §2: the sheet is read in a worker thread, with its limits enforced while reading.
  BULK_ROW_OUT_OF_RANGE: {
    status: 422,
    message: '1,001행보다 아래에 입력한 내용이 있습니다. 2행부터 1,001행 사이에 채워 다시 올려 주세요.',
  },
  BULK_FILE_BUSY: { status: 503, message: '지금 확인 중인 파일이 많습니다. 잠시 후 다시 올려 주세요.' },
  BULK_IMPORT_NOT_FOUND: { status: 404, message: '올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.' },
  BULK_ALREADY_CONFIRMED: { status: 409, message: '이미 추가를 마친 파일입니다. 목록을 확인해 주세요.' },
});
