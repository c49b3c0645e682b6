import { Building2, Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { club } from '#client/components/layout/nav-links.ts';
import { contactMessages } from '#client/features/contact/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

export function ContactInfo() {
  const t = useMessages(contactMessages);
  const items: { label: string; icon: ReactNode; value: ReactNode }[] = [
    { label: t.address, icon: <MapPin className="h-5 w-5" aria-hidden />, value: club.address },
    {
      label: t.phone,
      icon: <Phone className="h-5 w-5" aria-hidden />,
      value: (
        <a href={`tel:${club.phone.replaceAll(' ', '')}`} className="text-brand-800 hover:underline">
          {club.phone}
        </a>
      ),
    },
    {
      label: t.email,
      icon: <Mail className="h-5 w-5" aria-hidden />,
      value: (
        <a href={`mailto:${club.email}`} className="text-brand-800 hover:underline">
          {club.email}
        </a>
      ),
    },
    {
      label: t.web,
      icon: <Globe className="h-5 w-5" aria-hidden />,
      value: (
        <a href={club.web} target="_blank" rel="noopener noreferrer" className="text-brand-800 hover:underline">
          {club.web.replace(/^https?:\/\//, '')}
          <span className="sr-only"> {t.newTab}</span>
        </a>
      ),
    },
    { label: t.pavilion, icon: <Building2 className="h-5 w-5" aria-hidden />, value: club.pavilion },
  ];
  return (
    <section aria-labelledby="contact-info-heading" className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id="contact-info-heading" className="text-xl font-bold text-stone-900">
        {t.infoHeading}
      </h2>
      <dl className="mt-5 space-y-4">
        {items.map((item) => (
          <div key={item.label}>
            <dt className="flex items-center gap-2 text-sm font-semibold text-stone-600">
              <span className="text-brand-700">{item.icon}</span>
              {item.label}
            </dt>
            <dd className="mt-0.5 break-words pl-7 text-stone-900">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
