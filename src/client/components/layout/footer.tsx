import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { footerMessages } from '#client/components/layout/footer-strings.ts';
import { layoutMessages } from '#client/components/layout/layout-strings.ts';
import { club } from '#client/components/layout/nav-links.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { paths } from '#shared/routes.ts';

// Labels are keys of the layout's messages. The back office is Catalan only: its link leaves the language's base (~).
const footerLinks = [
  { href: paths.home, label: 'navHome' },
  { href: paths.teams, label: 'navTeams' },
  { href: paths.campus, label: 'navCampus' },
  { href: paths.matches, label: 'navMatches' },
  { href: paths.shop, label: 'navShop' },
  { href: `~${paths.adminLogin}`, label: 'admin' },
  { href: paths.history, label: 'navHistory' },
  { href: paths.contact, label: 'contact' },
  { href: paths.privacy, label: 'privacy' },
] as const;

const social = [
  { label: 'Facebook', path: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5Z' },
  { label: 'Instagram', path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z' },
  { label: 'X', path: 'M4 4l7 9-7 7h2l6-6 5 6h3l-7-9 6-7h-2l-5 5-4-5H4Z' },
];

export function Footer() {
  const t = useMessages(layoutMessages);
  const f = useMessages(footerMessages);
  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-lg font-bold text-white">{club.fullName}</p>
          <p className="mt-2 max-w-md text-sm">{t.footerAbout}</p>
          <ul className="mt-4 flex gap-3" aria-label={t.socialSoon}>
            {social.map((s) => (
              <li key={s.label}>
                <span
                  role="img"
                  aria-label={t.soon.replace('{name}', s.label)}
                  title={t.soon.replace('{name}', s.label)}
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-stone-800 text-stone-300"
                >
                  <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
                    <path d={s.path} />
                  </svg>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t.footerLinks}>
          <p className="font-semibold text-white">{t.links}</p>
          <ul className="mt-3 space-y-2 text-sm">
            {footerLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="hover:text-white hover:underline">
                  {t[l.label]}
                </Link>
              </li>
            ))}
            <li>
              <Link href={paths.family} className="hover:text-white hover:underline">
                {f.familyPage}
              </Link>
            </li>
            <li>
              <a href={club.federationUrl} target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">
                {t.federation}
              </a>
            </li>
            <li>
              <a href={club.web} target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">
                {t.officialWeb}
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <p className="font-semibold text-white">{t.contact}</p>
          <ul className="mt-3 space-y-3 text-sm">
            <li className="flex gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>{club.address}</span>
            </li>
            <li className="flex gap-2">
              <Phone className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <a href={`tel:${club.phone.replaceAll(' ', '')}`} className="hover:text-white">
                {club.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <a href={`mailto:${club.email}`} className="hover:text-white">
                {club.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-stone-800 py-4 text-center text-xs text-stone-400">
        © 2024 {club.fullName}. {t.rights}
      </div>
    </footer>
  );
}
