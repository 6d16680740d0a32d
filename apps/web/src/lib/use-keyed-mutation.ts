import { useRef } from 'react';
import { type MutateOptions, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { newIdempotencyKey } from './idempotency';

/**
 * One form's submissions of a call that moves coins or money (docs/architecture.md "Exactly
 * once"): the Idempotency-Key to send, and whether a call is under way.
 * - The key is made for the first submission and kept after a failure (a retry of a call whose
 *   answer was lost answers the first result instead of moving twice); a success, or `renew`
 *   (the dialog opens again, another member is looked up), makes the next submission a new one.
 * - `begin` admits one call at a time. It is set on the first click, before React has re-rendered
 *   the disabled button (the mutation's pending flag arrives a tick later), so a double click
 *   sends one request.
 */
export function createSubmission(makeKey: () => string = newIdempotencyKey) {
  let key: string | null = null;
  let running = false;
  return {
    key: () => (key ??= makeKey()),
    begin: () => {
      if (running) return false;
      running = true;
      return true;
    },
    succeeded: () => {
      key = null;
    },
    settled: () => {
      running = false;
    },
    renew: () => {
      if (!running) key = null;
    },
  };
}

type KeyedOptions<TData, TVars> = Omit<UseMutationOptions<TData, Error, TVars>, 'mutationFn'> & {
  /** The call, with the submission's Idempotency-Key to send. */
  mutationFn: (vars: TVars, key: string) => Promise<TData>;
};

/** useMutation for a call that moves coins or money, with `createSubmission`'s key and guard. */
export function useKeyedMutation<TData, TVars>(options: KeyedOptions<TData, TVars>) {
  const submission = useRef<ReturnType<typeof createSubmission> | null>(null);
  submission.current ??= createSubmission();
  const s = submission.current;
  const mutation = useMutation<TData, Error, TVars>({
    ...options,
    mutationFn: (vars) => options.mutationFn(vars, s.key()),
    onSuccess: (...args) => {
      s.succeeded();
      return options.onSuccess?.(...args);
    },
    onSettled: (...args) => {
      s.settled();
      return options.onSettled?.(...args);
    },
  });
  /** Sends the call unless one is under way; answers whether it sent. */
  const submit = (vars: TVars, callbacks?: MutateOptions<TData, Error, TVars>): boolean => {
    if (!s.begin()) return false;
    mutation.mutate(vars, callbacks);
    return true;
  };
  return { ...mutation, submit, renewKey: s.renew };
}
