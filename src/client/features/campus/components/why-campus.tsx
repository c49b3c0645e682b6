import { GraduationCap, TrendingUp, Users } from 'lucide-react';
import { campusStrings } from '#client/features/campus/strings.ts';

const icons = [GraduationCap, Users, TrendingUp];

/** The 'why choose our campuses' block (SPEC §2): professional training, small groups, sports development. */
export function WhyCampus() {
  return (
    <section aria-labelledby="per-que-campus" className="rounded-2xl bg-brand-50 px-6 py-10 ring-1 ring-brand-100">
      <h2 id="per-que-campus" className="text-center text-2xl font-bold text-stone-900">
        {campusStrings.why.heading}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {campusStrings.why.points.map((point, i) => {
          const Icon = icons[i]!;
          return (
            <li key={point.title} className="rounded-xl bg-white p-6 text-center shadow-sm">
              <span className="mx-auto inline-flex rounded-full bg-brand-700 p-3 text-white">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-stone-900">{point.title}</h3>
              <p className="mt-2 text-stone-700">{point.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
