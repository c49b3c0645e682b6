import { Copy, Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { accountStrings } from '#client/features/admin/account/strings.ts';
import { notifyError, notifySuccess } from '#client/features/admin/ui/notify.ts';
import { buttonClass, cardClass } from '#client/features/admin/ui/shared-styles.ts';

const s = accountStrings.codes;

/**
 * The ten recovery codes, shown once (when turned on or renewed): copy, download as a text file, then "Les he desat".
 * The heading takes the focus so a screen reader starts here.
 */
export function RecoveryCodesPanel({
  codes,
  username,
  onSaved,
  narrow = false,
}: {
  codes: string[];
  username: string;
  onSaved: () => void;
  /** Inside a narrow card (the link page): no card of its own, two columns at every width. */
  narrow?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = `${s.fileHeader(username)}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notifySuccess(s.copied);
    } catch (err) {
      notifyError(s.copyError, err);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = s.fileName;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section aria-labelledby="recovery-codes-title" className={narrow ? 'space-y-4' : `${cardClass} space-y-4 p-4 sm:p-6`}>
      <h3 id="recovery-codes-title" ref={heading} tabIndex={-1} className="text-lg font-semibold text-stone-900 focus:outline-none">
        {s.title}
      </h3>
      <p className="text-sm text-stone-700">{s.text}</p>
      <ul aria-label={s.listLabel} className={`grid grid-cols-2 gap-2 rounded-lg bg-stone-50 p-4 font-mono text-base ${narrow ? '' : 'sm:grid-cols-5'}`}>
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass.secondary} onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden />
          {s.copy}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={download}>
          <Download className="h-4 w-4" aria-hidden />
          {s.download}
        </button>
        <button type="button" className={buttonClass.primary} onClick={onSaved}>
          {s.saved}
        </button>
      </div>
    </section>
  );
}
