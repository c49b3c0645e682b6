import { CalendarRange } from 'lucide-react';
import { useState } from 'react';
import { FilterSelect } from '#client/components/ui/filter-select.tsx';
import { useAdminSeasons } from '#client/api/get-admin-seasons.ts';
import { compactInputClass } from '#client/components/form/styles.ts';
import { SeasonsDialog } from '#client/features/admin/seasons/seasons-dialog.tsx';
import { seasonStrings as s } from '#client/features/admin/seasons/strings.ts';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { useCan } from '#client/features/admin/ui/use-can.ts';
import type { AdminSeason } from '#shared/schemas/season-admin.ts';

/**
 * The season a registration tab shows: the one the admin picked, else the one open for registrations, else the
 * newest. `season` is undefined only while the seasons load (or when the club has none).
 */
export function useSeasonChoice() {
  const seasons = useAdminSeasons();
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const list = seasons.data ?? [];
  const season: AdminSeason | undefined =
    list.find((x) => x.id === picked) ?? list.find((x) => x.openForRegistrations) ?? list[0];
  return { seasons: list, season, pick: setPicked, isPending: seasons.isPending };
}

/** The tab's season selector and its "Temporades" button (the dialog that creates and opens seasons). */
export function SeasonControls({
  seasons,
  season,
  onPick,
}: {
  seasons: AdminSeason[];
  season: AdminSeason | undefined;
  onPick: (id: number) => void;
}) {
  const [dialogOpen, setDialogOpen] = useState(false);
  // Creating and opening seasons is the admin's (decision 187): a treasurer only picks one.
  const canManage = useCan('seasons.write');
  return (
    <div className="flex flex-wrap items-end gap-2">
      <FilterSelect
        label={s.picker}
        value={season ? String(season.id) : ''}
        options={seasons.map((x) => ({ value: String(x.id), label: x.openForRegistrations ? s.pickerOpen(x.label) : x.label }))}
        onChange={(v) => onPick(Number(v))}
        selectClassName={compactInputClass}
        className="w-56"
        labelClassName="mb-1 block text-sm font-medium text-stone-800"
        disabled={seasons.length === 0}
      />
      {canManage ? (
        <>
          <button type="button" className={buttonClass.secondary} onClick={() => setDialogOpen(true)} aria-label={s.openLabel}>
            <CalendarRange className="h-4 w-4" aria-hidden />
            {s.open}
          </button>
          <SeasonsDialog open={dialogOpen} onOpenChange={setDialogOpen} />
        </>
      ) : null}
    </div>
  );
}
