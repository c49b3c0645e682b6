import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { adminSessionQueryKey, useAdminSession } from '#client/api/get-admin-session.ts';
import { secondFactorQuery, secondFactorQueryKey } from '#client/api/get-second-factor.ts';
import { EnrolFlow } from '#client/features/admin/account/enrol-flow.tsx';
import { DisableSecondFactor, RenewCodes } from '#client/features/admin/account/manage-second-factor.tsx';
import { RecoveryCodesPanel } from '#client/features/admin/account/recovery-codes-panel.tsx';
import { accountStrings as s } from '#client/features/admin/account/strings.ts';
import { notifySuccess } from '#client/features/admin/ui/notify.ts';
import { cardClass } from '#client/features/admin/ui/shared-styles.ts';
import { roleLabels } from '#shared/permissions.ts';

/**
 * "El meu compte" (issue 15 item 3, decision 190): the volunteer's two-factor sign-in — its state, turning it on
 * (QR code, key, a code, then the ten recovery codes), renewing the codes, turning it off where the role allows it.
 * For a role that requires it and has none yet, this is all the back office shows.
 */
export default function AccountArea() {
  const session = useAdminSession().data;
  const status = secondFactorQuery.useQuery();
  const queryClient = useQueryClient();
  const [, setSearch] = useSearchParams();
  /** The codes just made (turned on or renewed): shown until "Les he desat". */
  const [shown, setShown] = useState<{ codes: string[]; enrolled: boolean } | null>(null);

  if (!session) return null;
  const role = roleLabels[session.role];
  const mustEnrol = session.secondFactor.required && !session.secondFactor.enabled;
  const refresh = () => queryClient.invalidateQueries({ queryKey: secondFactorQueryKey });

  const saved = async () => {
    const enrolled = shown?.enrolled ?? false;
    setShown(null);
    await refresh();
    if (enrolled) {
      // Now the session reaches the role's tabs: ask for it again and go to them.
      await queryClient.invalidateQueries({ queryKey: adminSessionQueryKey });
      setSearch({});
    }
  };

  return (
    <div className="max-w-3xl space-y-6">
      {mustEnrol ? (
        <p role="note" className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-950">
          <ShieldAlert className="h-5 w-5 shrink-0" aria-hidden />
          {s.mustEnrol(role)}
        </p>
      ) : (
        <p className="text-sm text-stone-700">{s.signedInAs(session.username, role)}</p>
      )}
      <section aria-labelledby="second-factor-title" className="space-y-4">
        <h3 id="second-factor-title" className="text-lg font-semibold text-stone-900">
          {s.title}
        </h3>
        {status.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {s.loadError}
          </p>
        ) : null}
        {status.data ? (
          <div className={`${cardClass} space-y-2 p-4`}>
            <p className="flex items-center gap-2 text-sm">
              {status.data.enabled ? (
                <ShieldCheck className="h-5 w-5 text-green-700" aria-hidden />
              ) : (
                <ShieldAlert className="h-5 w-5 text-amber-700" aria-hidden />
              )}
              <span className="text-stone-600">{s.statusLabel}:</span>
              <strong data-testid="second-factor-status">{status.data.enabled ? s.statusOn : s.statusOff}</strong>
            </p>
            {status.data.enabled ? (
              <p className="text-sm text-stone-700">
                {s.codesLeft(status.data.recoveryCodesLeft)} {status.data.recoveryCodesLeft <= 3 ? s.fewCodesLeft : ''}
              </p>
            ) : (
              <p className="text-sm text-stone-700">{s.intro}</p>
            )}
          </div>
        ) : null}
        {shown ? (
          <RecoveryCodesPanel codes={shown.codes} username={session.username} onSaved={() => void saved()} />
        ) : status.data && !status.data.enabled ? (
          <EnrolFlow
            // The area stays open while the session changes under it (the tabs appear only after the codes are saved).
            onStart={() => setSearch({ area: 'compte' })}
            onEnabled={(codes) => {
              notifySuccess(s.enrol.done);
              setShown({ codes, enrolled: true });
            }}
          />
        ) : status.data?.enabled ? (
          <>
            <RenewCodes
              onRenewed={(codes) => {
                notifySuccess(s.renew.done);
                setShown({ codes, enrolled: false });
              }}
            />
            {status.data.canDisable ? (
              <DisableSecondFactor
                onDisabled={() => {
                  notifySuccess(s.disable.done);
                  void refresh();
                  void queryClient.invalidateQueries({ queryKey: adminSessionQueryKey });
                }}
              />
            ) : null}
          </>
        ) : null}
      </section>
    </div>
  );
}
