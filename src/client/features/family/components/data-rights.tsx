import { Download } from 'lucide-react';
import { useId } from 'react';
import { useCreateFamilyErasureRequest } from '#client/api/create-family-erasure-request.ts';
import { ConfirmButton } from '#client/features/family/components/confirm-button.tsx';
import { familyPageMessages } from '#client/features/family/strings.ts';
import { cardClass, familyButton, itemHeadingClass, sectionHeadingClass } from '#client/features/family/styles.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { familyEndpoints } from '#shared/endpoints/family.ts';
import { urlOf } from '#shared/endpoints/endpoint.ts';

type Props = { erasureRequested: boolean; onDone: (message: string) => void; onError: (error: unknown) => void };

/** The family's data rights: a copy of everything (GDPR art. 15 and 20) and asking for erasure (art. 17). */
export function DataRights({ erasureRequested, onDone, onError }: Props) {
  const t = useMessages(familyPageMessages);
  const id = useId();
  const erasure = useCreateFamilyErasureRequest();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className={sectionHeadingClass}>
        {t.dataHeading}
      </h2>
      <div className={cardClass}>
        <p className="text-sm text-stone-700">{t.exportText}</p>
        {/* The session's cookie goes with a plain link; the server names the file (Content-Disposition). */}
        <a href={urlOf(familyEndpoints.exportData)} download className={`${familyButton.secondary} mt-3`}>
          <Download className="h-4 w-4" aria-hidden />
          {t.export}
        </a>
      </div>
      <div className={cardClass}>
        <h3 className={itemHeadingClass}>{t.erasureHeading}</h3>
        <p className="mt-1 text-sm text-stone-700">{t.erasureText}</p>
        {erasureRequested ? (
          <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900">{t.erasurePending}</p>
        ) : (
          <div className="mt-3">
            <ConfirmButton
              className={familyButton.danger}
              disabled={erasure.isPending}
              title={t.erasureConfirmTitle}
              description={<p>{t.erasureConfirmText}</p>}
              confirmLabel={t.erasureConfirm}
              cancelLabel={t.cancel}
              onConfirm={() => erasure.mutate(undefined, { onSuccess: () => onDone(t.erasureRequested), onError })}
            >
              {t.erasure}
            </ConfirmButton>
          </div>
        )}
      </div>
    </section>
  );
}
