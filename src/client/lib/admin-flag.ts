/**
 * SPEC §4: a successful login stores an authenticated flag in local storage and logout removes it. The flag only
 * steers the interface; the server's session decides (DESIGN rule 2).
 */
const key = 'adminAuthenticated';

export function setAdminFlag(): void {
  try {
    localStorage.setItem(key, 'true');
  } catch {
    // Storage may be unavailable (private mode); the server session is what counts.
  }
}

export function clearAdminFlag(): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // As above.
  }
}
