import { MapPin } from 'lucide-react';
import { pickupMessages } from '#client/components/ui/pickup-strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

/** Pick-up only at the Pavelló Fòrum, coordinated by contact (SPEC §1, §9): shown in the shop, the cart and /checkout. */
export function PickupNotice({ className = '' }: { className?: string }) {
  const t = useMessages(pickupMessages);
  return (
    <p className={`flex gap-2 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-stone-800 ${className}`}>
      <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-800" aria-hidden />
      <span>{t.text}</span>
    </p>
  );
}
