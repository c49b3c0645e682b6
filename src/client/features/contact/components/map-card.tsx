import { MapPin } from 'lucide-react';
import { club } from '#client/components/layout/nav-links.ts';
import { NewTabLink } from '#client/components/ui/external-link.tsx';
import { contactMessages } from '#client/features/contact/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

/** The pavilion on OpenStreetMap (a search for the address; no embedded map, which the CSP does not allow). */
export const mapUrl = `https://www.openstreetmap.org/search?query=${encodeURIComponent(club.address)}`;

/** A map-style card: a drawn street grid with a pin, the address and a link to the real map. */
export function MapCard() {
  const t = useMessages(contactMessages);
  return (
    <section aria-labelledby="map-heading" className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div
        aria-hidden
        className="relative h-44 bg-[#f2efe9] bg-[linear-gradient(90deg,transparent_46%,#fff_46%,#fff_54%,transparent_54%),linear-gradient(0deg,transparent_46%,#fff_46%,#fff_54%,transparent_54%),linear-gradient(30deg,transparent_48%,#fde68a_48%,#fde68a_52%,transparent_52%)] bg-[length:120px_120px,120px_120px,100%_100%]"
      >
        <div className="absolute left-1/3 top-6 h-16 w-24 rounded-lg bg-[#cfe8c5]" />
        <div className="absolute bottom-5 right-10 h-10 w-32 rounded-full bg-[#b9d9f0]" />
        <MapPin className="absolute left-1/2 top-1/2 h-12 w-12 -translate-x-1/2 -translate-y-full fill-brand-700 text-white drop-shadow" />
      </div>
      <div className="p-5">
        <h2 id="map-heading" className="text-lg font-bold text-stone-900">
          {t.mapHeading}
        </h2>
        <p className="mt-1 font-medium text-stone-800">{club.pavilion}</p>
        <p className="text-stone-700">{club.address}</p>
        <NewTabLink
          href={mapUrl}
          className="mt-4 inline-flex items-center gap-2 rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          newTabText={t.newTab}
        >
          {t.mapOpen}
        </NewTabLink>
      </div>
    </section>
  );
}
