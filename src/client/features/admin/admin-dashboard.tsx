import { LogOut } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Suspense } from 'react';
import { useSearchParams } from 'wouter';
import { adminCountsQuery } from '#client/api/get-admin-counts.ts';
import { accountArea, areasFor } from '#client/features/admin/admin-areas.ts';
import { tabFromSearch, tabsFor } from '#client/features/admin/admin-tabs.ts';
import { BackupStatusLine } from '#client/features/admin/backup-status.tsx';
import { SectionErrorBoundary } from '#client/features/admin/ui/shared-section.tsx';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { adminStrings } from '#client/features/admin/strings.ts';
import type { AdminSession } from '#shared/schemas/admin.ts';

const s = adminStrings.dashboard;

type AdminDashboardProps = { session: AdminSession; onLogout: () => void; loggingOut?: boolean };

/**
 * SPEC §2: header with title, subtitle and 'Tancar Sessió'; the ten tabs, the open one kept in the URL. A volunteer
 * sees the tabs and areas their role allows (decision 187); one whose role needs a second factor and has none yet
 * sees only their account, to set it up.
 */
export function AdminDashboard({ session, onLogout, loggingOut }: AdminDashboardProps) {
  const [search, setSearch] = useSearchParams();
  const mustEnrol = session.secondFactor.required && !session.secondFactor.enabled;
  const adminTabs = mustEnrol ? [] : tabsFor(session.permissions);
  const areas = areasFor(mustEnrol ? ['self'] : session.permissions);
  const areaSlug = mustEnrol ? accountArea : search.get('area');
  const area = areas.find((a) => a.slug === areaSlug);
  const tab = tabFromSearch(search.get('tab'), adminTabs);
  // What is left to do, per tab (issue 12 item 4): a badge beside the name, which stays exactly SPEC's.
  const counts = adminCountsQuery.useQuery().data as Record<string, number> | undefined;

  return (
    <div className="min-h-screen bg-stone-50">
      <a
        href="#contingut-admin"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Salta al contingut
      </a>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4">
          <div>
            <h1 className="text-2xl font-bold text-stone-900">{s.title}</h1>
            <p className="text-sm text-stone-600">{s.subtitle}</p>
          </div>
          <div className="flex items-center gap-3">
            <span className="hidden text-sm text-stone-600 sm:inline">{s.loggedInAs(session.username)}</span>
            <nav aria-label={s.areasLabel} className="flex flex-wrap items-center gap-1">
              {areas.map((a) => (
                <a
                  key={a.slug}
                  href={`?area=${a.slug}`}
                  aria-current={area?.slug === a.slug ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    setSearch({ area: a.slug });
                  }}
                  className="rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 aria-[current=page]:bg-stone-200"
                >
                  {a.label}
                </a>
              ))}
            </nav>
            <button type="button" className={buttonClass.secondary} onClick={onLogout} disabled={loggingOut}>
              <LogOut className="h-4 w-4" aria-hidden />
              {s.logout}
            </button>
          </div>
        </div>
      </header>
      <main id="contingut-admin" className="mx-auto max-w-7xl px-4 py-6">
        {area ? (
          <section aria-labelledby="admin-area-title">
            {mustEnrol ? null : (
              <a
                href="?"
                onClick={(event) => {
                  event.preventDefault();
                  setSearch({});
                }}
                className="mb-4 inline-block text-sm font-medium text-brand-800 underline"
              >
                {s.backToTabs}
              </a>
            )}
            <h2 id="admin-area-title" className="mb-4 text-xl font-bold text-stone-900">
              {area.label}
            </h2>
            <SectionErrorBoundary key={area.slug}>
              <Suspense
                fallback={
                  <p role="status" className="py-8 text-center text-stone-600">
                    {s.loading}
                  </p>
                }
              >
                <area.Component />
              </Suspense>
            </SectionErrorBoundary>
          </section>
        ) : (
        <Tabs.Root
          value={tab}
          activationMode="manual"
          onValueChange={(value) => setSearch((prev) => {
            const next = new URLSearchParams(prev);
            next.set('tab', value);
            return next;
          })}
        >
          <Tabs.List
            aria-label={s.tabsLabel}
            className="mb-6 flex flex-wrap gap-1 rounded-xl border border-stone-200 bg-white p-1 shadow-sm"
          >
            {adminTabs.map((t) => {
              const todo = counts?.[t.slug] ?? 0;
              return (
                <Tabs.Trigger
                  key={t.slug}
                  value={t.slug}
                  aria-describedby={todo > 0 ? `tab-todo-${t.slug}` : undefined}
                  className="group inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
                >
                  {t.label}
                  {todo > 0 ? (
                    <span
                      aria-hidden
                      data-testid={`tab-todo-badge-${t.slug}`}
                      className="rounded-full bg-amber-200 px-1.5 text-xs font-semibold text-amber-950 group-data-[state=active]:bg-white group-data-[state=active]:text-brand-800"
                    >
                      {todo}
                    </span>
                  ) : null}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
          {/* The badges' accessible text: a description of the tab, so its name stays SPEC's. */}
          <div hidden>
            {adminTabs.map((t) =>
              counts?.[t.slug] ? (
                <span key={t.slug} id={`tab-todo-${t.slug}`}>
                  {s.todo(counts[t.slug] ?? 0)}
                </span>
              ) : null,
            )}
          </div>
          {adminTabs.map((t) => (
            <Tabs.Content key={t.slug} value={t.slug} className="focus-visible:outline-none">
              <SectionErrorBoundary key={t.slug}>
                <Suspense
                  fallback={
                    <p role="status" className="py-8 text-center text-stone-600">
                      {s.loading}
                    </p>
                  }
                >
                  <t.Component />
                </Suspense>
              </SectionErrorBoundary>
            </Tabs.Content>
          ))}
        </Tabs.Root>
        )}
      </main>
      {session.permissions.includes('backups.read') ? <BackupStatusLine /> : null}
    </div>
  );
}
