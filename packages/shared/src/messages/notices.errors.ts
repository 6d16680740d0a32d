/** Notices and their editor images (spec 01 §2.8, §2.9). */
import { defineErrors } from './define-errors';
import { notices } from './notices';

export const noticesErrors = defineErrors({
  NOTICE_NOT_FOUND: { status: 404, message: notices.notFound },
  NOTICE_CONTENT_REQUIRED: { status: 400, message: notices.contentRequired },
  IMAGE_REQUIRED: { status: 400, message: notices.imageRequired },
  IMAGE_TYPE_INVALID: { status: 415, message: notices.imageTypeInvalid },
  IMAGE_TOO_LARGE: { status: 413, message: notices.imageTooLargeGeneric },
  IMAGE_URL_INVALID: { status: 400, message: notices.imageUrlInvalid },
});
