import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { enableSecondFactor } from '#client/api/enable-second-factor.ts';
import { startSecondFactorSetup } from '#client/api/start-second-factor-setup.ts';
import { CodeForm } from '#client/features/admin/account/code-form.tsx';
import { QrCode } from '#client/features/admin/account/qr-code.tsx';
import { accountStrings } from '#client/features/admin/account/strings.ts';
import { notifyError } from '#client/features/admin/ui/notify.ts';
import { buttonClass, cardClass } from '#client/features/admin/ui/shared-styles.ts';

const s = accountStrings.enrol;

/** The secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Turning it on: a new secret (QR code and the key as text), then a code from the app. `onEnabled` gets the ten
 * recovery codes; the caller shows them before refreshing the session.
 */
export function EnrolFlow({ onEnabled, onStart }: { onEnabled: (codes: string[]) => void; onStart: () => void }) {
  const setup = useMutation({ mutationFn: startSecondFactorSetup });

  if (!setup.data) {
    return (
      <button
        type="button"
        className={buttonClass.primary}
        disabled={setup.isPending}
        onClick={() => {
          onStart();
          setup.mutate(undefined, { onError: (err) => notifyError(accountStrings.startError, err) });
        }}
      >
        {setup.isPending ? accountStrings.starting : accountStrings.start}
      </button>
    );
  }

  return (
    <div className={`${cardClass} space-y-4 p-4 sm:p-6`}>
      <EnrolSteps {...setup.data}>
        <CodeForm
          id="enrol-code"
          submit={s.submit}
          submitting={s.submitting}
          onCode={async (code) => onEnabled((await enableSecondFactor({ code })).recoveryCodes)}
          onCancel={() => setup.reset()}
        />
      </EnrolSteps>
    </div>
  );
}

/**
 * The three steps of adding the account to an app: install one, scan the QR code (or type the key, shown in groups
 * of four), then type the code it shows — `children` is that last step's field. Here and at the link page.
 */
export function EnrolSteps({ secret, otpauthUri, children }: { secret: string; otpauthUri: string; children: ReactNode }) {
  return (
    <ol className="list-decimal space-y-4 pl-5 text-sm text-stone-800">
      <li>{s.step1}</li>
      <li className="space-y-3">
        <p>{s.step2}</p>
        <QrCode value={otpauthUri} alt={s.qrAlt} />
        <p>{s.manual}</p>
        <p>
          <span className="sr-only">{s.secretLabel}: </span>
          <code data-testid="second-factor-secret" className="inline-block break-words rounded bg-stone-100 px-2 py-1 font-mono text-base">
            {grouped(secret)}
          </code>
        </p>
      </li>
      <li className="space-y-3">
        <p>{s.step3}</p>
        {children}
      </li>
    </ol>
  );
}
