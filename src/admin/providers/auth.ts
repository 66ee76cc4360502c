import type { AuthProvider } from 'react-admin';
import { adminRequest, session } from '../api.ts';

interface Me {
  id: number;
  account: string;
  role: 'owner' | 'staff';
}

let me: Promise<Me> | undefined;
const whoAmI = () => (me ??= adminRequest<Me>('/me').catch((err: unknown) => {
  me = undefined;
  throw err;
}));

/** Console login over /api/admin/login; the role decides which menus an operator sees (the server decides what they may do). */
export const authProvider: AuthProvider = {
  login: async ({ username, password }: { username: string; password: string }) => {
    const { token } = await adminRequest<{ token: string }>('/login', { method: 'POST', json: { account: username, pwd: password } });
    session.save(token);
    me = undefined;
  },
  logout: async () => {
    if (session.token()) await adminRequest('/logout', { method: 'POST' }).catch(() => undefined);
    session.clear();
    me = undefined;
  },
  checkAuth: async () => {
    if (!session.token()) throw new Error('login required');
  },
  checkError: async (error: { status?: number }) => {
    if (error.status === 401) {
      session.clear();
      me = undefined;
      throw new Error('session ended');
    }
  },
  getIdentity: async () => {
    const { id, account } = await whoAmI();
    return { id, fullName: account };
  },
  getPermissions: async () => (await whoAmI()).role,
};
