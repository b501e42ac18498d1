import { useCallback, useRef } from 'react';
import {
  createSearchParams,
  type NavigateOptions,
  type URLSearchParamsInit,
  useSearchParams as useRouterSearchParams,
} from 'react-router';

type Next = URLSearchParamsInit | ((current: URLSearchParams) => URLSearchParamsInit);

/**
 * react-router's `useSearchParams`, with one difference: a functional update reads the address as
 * it is now, not as it was at the render that made the setter. react-router hands the updater the
 * parameters of that render, so a setter kept by a timer (a search written after a pause in
 * typing) or called twice before the page renders again wrote over what changed in between: a
 * filter chosen during the pause vanished when the search landed. Here every setter reads the last
 * parameters seen, and an update counts as seen at once.
 */
export function useSearchParams(): [URLSearchParams, (next: Next, options?: NavigateOptions) => void] {
  const [params, setRouterParams] = useRouterSearchParams();
  const latest = useRef(params);
  const rendered = useRef(params);
  // A render with new parameters (Back, a link, another setter's update) is the newest address.
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const setParams = useCallback(
    (next: Next, options?: NavigateOptions) => {
      const value = createSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(latest.current)) : next,
      );
      latest.current = value;
      setRouterParams(value, options);
    },
    [setRouterParams],
  );
  return [params, setParams];
}
