import { data, type LoaderFunctionArgs } from '@coach/kit';
import { mayOpenPath } from '@coach/kit/area';
import { currentUserOrNull } from './guard-loader.ts';

// In the chunk of the areas' frame (area-layout.tsx re-exports it, routes.tsx loads it from there):
// a first visit of a public page downloads neither it nor `@coach/kit/area`.

/**
 * Runs before each page of /user and /admin: a page the server does not let this account open
 * (`auth/userinfo`'s `pages`: a guest's members list, a salesman's application settings) answers
 * 403, which the area's error boundary shows as "not available to your account" inside the area's
 * frame, so its menu and the way to the dashboard stay. Nobody signed in: guardLoader sends them on.
 */
export async function pageAccessLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const user = await currentUserOrNull();
  if (user && !mayOpenPath(user, new URL(request.url).pathname)) throw data(null, { status: 403 });
  return null;
}
