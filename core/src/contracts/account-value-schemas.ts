import { z } from 'zod';
import { accountRoleTypes, accountStatuses, themeModes, themePacks } from './account-values.ts';

// The schemas of account-values.ts's lists, apart from them: the plain lists are read by pages
// that evaluate no zod (issue 30).

export const accountRoleTypeSchema = z.enum(accountRoleTypes);
export const accountStatusSchema = z.enum(accountStatuses);
export const themePackSchema = z.enum(themePacks);
export const themeModeSchema = z.enum(themeModes);
