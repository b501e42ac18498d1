import type { ChangeThemeInput } from '@coach/core/contracts';
import { api } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';
import { authKeys, type CurrentUser } from '../auth/current-user-state.ts';
import { queryClient } from '../query/query-client.ts';
import { applyAccent } from './accent.ts';
import { applyThemeMode } from './theme-mode.ts';

export type ThemeChoice = ChangeThemeInput;

/**
 * Saves the colour set and the light/dark choice with the signed-in account (`POST
 * accounts/changetheme`), so that they follow the person to any browser, then shows them. The
 * cached current user learns them too: the guards, which apply the colour set on every page, keep it.
 */
export async function saveTheme(choice: ThemeChoice): Promise<ThemeChoice> {
  const saved = await unwrap(api.api.accounts.changetheme.$post({ json: choice }));
  queryClient.setQueriesData<CurrentUser>({ queryKey: authKeys.currentUser }, (user) =>
    user ? { ...user, themePack: saved.themePack, themeMode: saved.themeMode } : user,
  );
  applyAccent(saved.themePack);
  applyThemeMode(saved.themeMode);
  return saved;
}
