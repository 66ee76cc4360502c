import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { isCancelled } from '../../lib/api/errors.ts';
import { $userInfo } from '../../stores/user.ts';
import { refreshUserInfo } from '../account/session.ts';

/**
 * The member's account as the server has it now. The stored copy is shown only after this page has
 * refreshed it (it may be from an older session); later refreshes, here or in the bind-email dialog,
 * reach the page through the store.
 */
export function useMemberInfo() {
  const stored = useStore($userInfo);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    try {
      await refreshUserInfo();
      setLoaded(true);
      setFailed(false);
    } catch (error) {
      if (!isCancelled(error)) setFailed(true);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { info: loaded ? stored : null, failed, refresh };
}
