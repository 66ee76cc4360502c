import { useSyncExternalStore } from 'react';
import { $isLoggedIn } from '../../stores/user.ts';

/**
 * Whether a member is logged in. The page is served the same to everyone (and cached), so the server
 * and the first client render both say "guest"; the stored session applies right after hydration.
 */
export function useIsMember(): boolean {
  return useSyncExternalStore(
    (notify) => $isLoggedIn.listen(notify),
    () => $isLoggedIn.get(),
    () => false,
  );
}
