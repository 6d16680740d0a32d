import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { ApiError } from '../../../lib/api';
import {
  addPlaceKeyword,
  checkPlaceNow,
  choosePlaceKeyword,
  deletePlaceKeyword,
  deletePlaces,
  registerPlace,
} from '../api/place-rank-api';
import { useRefreshPlaces } from './use-place-view';

/** Every change reloads the list when it settles, whatever the outcome. */
function useSettled() {
  const refresh = useRefreshPlaces();
  return () => void refresh();
}

export function useRegisterPlace() {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: (v: { placeId: string; keyword: string; confirmDuplicate: boolean }) =>
      registerPlace(v.placeId, v.keyword, v.confirmDuplicate),
    onSettled,
  });
}

export function useAddPlaceKeyword() {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: (v: { plceSn: number; placeId: string; keyword: string }) =>
      addPlaceKeyword(v.plceSn, v.placeId, v.keyword),
    onSettled,
  });
}

export function useChoosePlaceKeyword() {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: (v: { plceSn: number; plkwrdSn: number }) => choosePlaceKeyword(v.plceSn, v.plkwrdSn),
    onSettled,
  });
}

export function useDeletePlaceKeyword() {
  const onSettled = useSettled();
  return useMutation({ mutationFn: (plkwrdSn: number) => deletePlaceKeyword(plkwrdSn), onSettled });
}

export function useDeletePlaces() {
  const onSettled = useSettled();
  return useMutation({ mutationFn: (ids: number[]) => deletePlaces(ids), onSettled });
}

/** "Check now": the list polls while the check runs and shows its results as they arrive. */
export function useCheckPlaceNow() {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: (trackedPlaceId: number) => checkPlaceNow(trackedPlaceId),
    onSuccess: (answer) => toast.success(answer.message || ko.placeRank.checkNowQueued),
    onError: (error) =>
      toast.error(error instanceof ApiError && error.message ? error.message : ko.placeRankUi.checkNowFailed),
    onSettled,
  });
}
