import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { PageLoading } from '#client/components/ui/page-loading.tsx';
import { adminSessionQueryKey, useAdminSession } from '#client/api/get-admin-session.ts';
import { useLogout } from '#client/api/logout.ts';
import { AdminDashboard } from '#client/features/admin/admin-dashboard.tsx';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { clearAdminFlag } from '#client/lib/admin-flag.ts';
import { adminStrings } from '#client/features/admin/strings.ts';
import { onUnauthorized, setCsrfToken } from '#client/lib/api-client.ts';
import { paths } from '#shared/routes.ts';

/**
 * /admin (a lazy chunk the public site never loads). The server's session decides, not the local flag: without
 * one, or after any 401 from an admin call, the administrator goes back to /admin/login.
 */
export default function AdminRoute() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const session = useAdminSession();
  const logout = useLogout();

  useEffect(
    () =>
      onUnauthorized(() => {
        clearAdminFlag();
        setCsrfToken(undefined);
        queryClient.setQueryData(adminSessionQueryKey, null);
      }),
    [queryClient],
  );

  useEffect(() => {
    if (session.data === null) {
      clearAdminFlag();
      navigate(paths.adminLogin, { replace: true });
    }
  }, [session.data, navigate]);

  if (session.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
        <p className="font-medium text-red-800">{adminStrings.dashboard.sessionError}</p>
        <button type="button" className={`${buttonClass.secondary} mt-4`} onClick={() => void session.refetch()}>
          {adminStrings.dashboard.retry}
        </button>
      </div>
    );
  }
  if (!session.data) return <PageLoading />;

  return (
    <AdminDashboard
      session={session.data}
      loggingOut={logout.isPending}
      onLogout={() =>
        logout.mutate(undefined, {
          onSettled: () => navigate(paths.adminLogin, { replace: true }),
        })
      }
    />
  );
}
