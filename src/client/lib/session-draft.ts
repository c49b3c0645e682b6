/**
 * A form in progress kept in the tab's sessionStorage (issue 14 item 5, decision 179): it survives a reload and is
 * gone when the tab closes. It never leaves the browser. Any storage access may throw (storage disabled, private
 * mode, quota full): then nothing is kept and the form works as it would without it.
 */
const prefix = 'cbllivia-draft:';

/** The longest text a draft gives back; anything longer is not something the family typed into these forms. */
const maxText = 10_000;

type Values = Record<string, unknown>;

export function readDraft(key: string): Values | null {
  try {
    const raw = window.sessionStorage.getItem(prefix + key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: Values): void {
  try {
    window.sessionStorage.setItem(prefix + key, JSON.stringify(values));
  } catch {
    // Nothing kept: the form goes on.
  }
}

export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(prefix + key);
  } catch {
    // Nothing to clear when storage cannot be reached.
  }
}

/**
 * A draft's values over a form's blank ones, so that a draft from an older version of the form cannot break it:
 * only the blank's keys are taken, each only with the blank's type (a text field takes a string, a field blank as
 * `undefined`, a yes/no answer, takes a boolean), and only what `accepts` lets through. `restored` says whether
 * anything was taken.
 */
export function mergeDraft<T extends Values>(blank: T, draft: Values | null, accepts: (key: string, value: unknown) => boolean) {
  const merged: Values = { ...blank };
  let restored = false;
  for (const [key, value] of Object.entries(draft ?? {})) {
    if (!Object.hasOwn(blank, key) || !accepts(key, value)) continue;
    const fits = blank[key] === undefined ? typeof value === 'boolean' : typeof value === typeof blank[key];
    if (!fits || (typeof value === 'string' && value.length > maxText)) continue;
    merged[key] = value;
    if (value !== blank[key]) restored = true;
  }
  return { values: merged as T, restored };
}
