import { Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { compactInputClass } from '#client/components/form/styles.ts';
import { usersStrings } from '#client/features/admin/users/strings.ts';
import { FormDialog } from '#client/features/admin/ui/shared-dialog.tsx';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { copyText } from '#client/lib/clipboard.ts';
import type { AccountLinkCreated } from '#shared/schemas/users.ts';

const s = usersStrings.link;

export type ShownLink = AccountLinkCreated & { kind: 'invite' | 'reset'; username: string };

/**
 * A link just made, shown this once (the server keeps only its hash): where it was mailed, the link to copy and pass
 * on by hand, and that it works once within 48 hours. Closing it forgets the link.
 */
export function LinkDialog({ link, onClose }: { link: ShownLink | undefined; onClose: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const onCopy = async () => {
    if (!link) return;
    const ok = await copyText(link.link);
    setCopy(ok ? 'copied' : 'failed');
    if (!ok) input.current?.select();
  };
  const close = () => {
    setCopy('idle');
    onClose();
  };
  return (
    <FormDialog
      open={Boolean(link)}
      onOpenChange={(open) => (open ? undefined : close())}
      title={link ? (link.kind === 'invite' ? s.inviteTitle(link.username) : s.resetTitle(link.username)) : ''}
    >
      {link ? (
        <div className="space-y-4">
          <p className="text-sm text-stone-700">{link.email ? s.mailed(link.email) : s.notMailed}</p>
          <div>
            <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
              {s.label}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                ref={input}
                id={id}
                readOnly
                value={link.link}
                className={`${compactInputClass} font-mono text-xs`}
                onFocus={(e) => e.currentTarget.select()}
                aria-describedby={`${id}-note`}
              />
              <button type="button" className={`${buttonClass.primary} shrink-0`} onClick={onCopy}>
                {copy === 'copied' ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
                {copy === 'copied' ? s.copied : s.copy}
              </button>
            </div>
            <p role="status" className="mt-1 min-h-5 text-sm text-stone-700">
              {copy === 'failed' ? s.copyFailed : copy === 'copied' ? s.copied : ''}
            </p>
          </div>
          <p id={`${id}-note`} className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {s.onlyNow}
          </p>
          <div className="flex justify-end">
            <button type="button" className={buttonClass.secondary} onClick={close}>
              {s.close}
            </button>
          </div>
        </div>
      ) : null}
    </FormDialog>
  );
}
