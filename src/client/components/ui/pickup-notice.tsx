import { MapPin } from 'lucide-react';

export const pickupText =
  'Recollida només al Pavelló Fòrum. No fem enviaments: un cop pagada la comanda, us escriurem quan estigui a punt i acordarem la recollida per contacte.';

/** Pick-up only at the Pavelló Fòrum, coordinated by contact (SPEC §1, §9): shown in the shop, the cart and /checkout. */
export function PickupNotice({ className = '' }: { className?: string }) {
  return (
    <p className={`flex gap-2 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-stone-800 ${className}`}>
      <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-800" aria-hidden />
      <span>{pickupText}</span>
    </p>
  );
}
