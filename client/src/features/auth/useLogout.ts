import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { showSuccess } from '../../components/ui/toaster';
import { graphql } from '../../gql';
import { useGlobalState } from '../../lib/global-state';
import { tokens } from '../../lib/tokens';
import { clearUserInfo } from '../../lib/user-info';

const LogoutEverywhereMutation = graphql(`
  mutation ReaderLogoutEverywhere {
    logoutEverywhere
  }
`);

export const LOGGED_OUT = '已退出登录';

/**
 * Reader logout: `logout()` forgets this browser's session (reader cookies, stored user info,
 * cached data) and goes to /index with 已退出登录; `logoutEverywhere()` first revokes every token of
 * the account on the server.
 */
export function useLogout() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { setUserInfo } = useGlobalState();
  const [revoke, { loading }] = useMutation(LogoutEverywhereMutation);

  const logout = useCallback(() => {
    tokens.clearReader();
    clearUserInfo();
    setUserInfo(undefined);
    navigate('/index', { replace: true });
    showSuccess(LOGGED_OUT);
    // After leaving the page, so that no watched query refetches without a token.
    void client.clearStore();
  }, [client, navigate, setUserInfo]);

  /** Resolves false when the server refused (the error catalogue has shown why). */
  const logoutEverywhere = useCallback(async () => {
    try {
      await revoke();
    } catch (error) {
      // A token the server no longer accepts is as good as logged out everywhere.
      const status = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.status : undefined;
      if (status !== 401) return false;
    }
    logout();
    return true;
  }, [logout, revoke]);

  return { logout, logoutEverywhere, loading };
}
