import { Link } from 'wouter';
import { homeMessages } from '#client/features/home/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { paths } from '#shared/routes.ts';

/** A light hero: a CSS gradient and a court drawn in CSS, no image to download, so it paints at once. */
export function Hero() {
  const t = useMessages(homeMessages);
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-stone-900 text-white">
      <div
        aria-hidden
        className="absolute -right-24 -top-24 -z-10 h-96 w-96 rounded-full border-[14px] border-white/10 sm:h-[32rem] sm:w-[32rem]"
      />
      <div aria-hidden className="absolute -bottom-32 -left-20 -z-10 h-72 w-72 rounded-full border-[10px] border-white/10" />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:py-28">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">{t.title}</h1>
        <p className="mt-4 text-xl font-semibold text-brand-100 sm:text-2xl">{t.tagline}</p>
        <p className="mt-3 max-w-2xl text-white/90">{t.intro}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link
            href={paths.teams}
            className="rounded-md bg-white px-6 py-3 text-center font-semibold text-brand-800 shadow hover:bg-brand-50"
          >
            {t.teamsButton}
          </Link>
          <Link
            href={paths.matches}
            className="rounded-md border-2 border-white px-6 py-3 text-center font-semibold text-white hover:bg-white/10"
          >
            {t.matchesButton}
          </Link>
        </div>
      </div>
    </section>
  );
}
