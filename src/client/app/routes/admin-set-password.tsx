import { KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAccountLink } from '#client/api/get-account-link.ts';
import { SetPasswordForm } from '#client/features/admin/password-link/set-password-form.tsx';
import { setPasswordStrings as s } from '#client/features/admin/password-link/strings.ts';
import { useLinkFragment } from '#client/features/admin/password-link/use-link-fragment.ts';
import { ApiError } from '#client/lib/api-client.ts';

/**
 * /admin/contrasenya#<token> (issue 15 item 1, decision 188): where a volunteer's invitation or password link lands.
 * The token leaves the address bar at once; the server says what the link is for (or that it is used or expired);
 * then the new password, and the way to /admin/login.
 */
export default function AdminSetPasswordRoute() {
  const token = useLinkFragment();
  const link = useAccountLink(token);
  let body: ReactNode;
  if (!token) body = <Problem>{s.noLink}</Problem>;
  else if (link.isPending) body = <p role="status" className="text-center text-stone-700">{s.checking}</p>;
  else if (link.error) body = <Problem>{link.error instanceof ApiError ? (link.error.serverMessage ?? s.genericError) : s.genericError}</Problem>;
  else body = <SetPasswordForm token={token} link={link.data} />;
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <KeyRound className="h-6 w-6" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold text-stone-900">{s.title}</h1>
        </div>
        {body}
      </div>
    </div>
  );
}

function Problem({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      {children}
    </p>
  );
}
