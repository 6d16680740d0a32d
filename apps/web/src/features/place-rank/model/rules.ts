import * as ko from '@seller/shared/messages/sections';
import { isApiError } from '../../../lib/api';
import { NoUserAnswer } from '../api/place-rank-api';

const m = ko.placeRank;

/** A message the server wrote for this case (a coded 4xx), as opposed to a generic failure. */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  if (error.code.startsWith('HTTP_') || error.message === '' || error.message === ko.common.unexpected)
    return null;
  return error.message;
}

const isNetworkError = (error: unknown) => isApiError(error) && error.status === 0;

export interface RegisterFailure {
  message: string;
  /** The place id is already tracked: ask, then send again with the confirmation. */
  duplicate: boolean;
}

/**
 * Spec 02 §8 place: the server's message inline; 422 'the entered info is invalid'; other cases
 * 'error while registering place'.
 */
export function registerFailure(error: unknown): RegisterFailure {
  if (isApiError(error) && error.code === 'PLACE_DUPLICATE')
    return { message: error.message || m.duplicate, duplicate: true };
  if (isApiError(error) && error.status === 422) return { message: m.infoInvalid, duplicate: false };
  return { message: serverMessage(error) ?? m.registerFailed, duplicate: false };
}

/** Spec 02 §8: 'server failure occurred' when the list cannot be fetched, 'no user' on a non-200 answer. */
export function listFailure(error: unknown): string {
  if (error instanceof NoUserAnswer) return m.noUser;
  if (isApiError(error) && error.status > 0 && error.status < 500) return m.noUser;
  return m.serverFailure;
}

/** Other actions: the server's message, 'communication with server failed' without an answer, else the action's own. */
export function actionFailure(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return m.communicationFailed;
  return serverMessage(error) ?? fallback;
}
