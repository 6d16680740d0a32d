import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, SessionUser } from '@seller/shared/schemas/auth';
import { fetchCoins, fetchSession, login, logout } from '../api/auth-api';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in member (null when anonymous). The cookie is the truth; this only mirrors it. */
export function useSession() {
  return useQuery<SessionUser | null>({
    queryKey: queryKeys.session,
    queryFn: fetchSession,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}

/** The coin balance of the signed-in member; idle while anonymous. */
export function useCoins() {
  const { data: user } = useSession();
  return useQuery({
    queryKey: queryKeys.coins.of(user?.mbrSn ?? null),
    queryFn: fetchCoins,
    enabled: Boolean(user),
    staleTime: 30_000,
  });
}

/** Logs in, then waits for the fresh session so the next screen's guard already sees the member. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => login(body),
    onSuccess: async () => {
      await queryClient.fetchQuery({ queryKey: queryKeys.session, queryFn: fetchSession, staleTime: 0 });
      await queryClient.invalidateQueries({ queryKey: queryKeys.coins.all });
    },
  });
}

/** Spec 01 §4: logout clears the user and the coins and reloads, whatever the server answered. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(),
    onSettled: () => {
      queryClient.setQueryData(queryKeys.session, null);
      queryClient.removeQueries({ queryKey: queryKeys.coins.all });
      window.location.reload();
    },
  });
}
