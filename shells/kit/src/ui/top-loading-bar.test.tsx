import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../query/query-client.ts';
import { renderRoutes } from '../test/render.tsx';
import { TopLoadingBar } from './top-loading-bar.tsx';

const show = () => renderRoutes([{ path: '/', element: <TopLoadingBar /> }], { path: '/', lang: 'en' });

/** A call that answers after `ms`. */
const callTaking = (ms: number) =>
  queryClient.fetchQuery({
    queryKey: ['slow', ms],
    queryFn: () => new Promise((answer) => setTimeout(() => answer(ms), ms)),
  });

describe('the loading bar', () => {
  it('shows while a call takes longer than 200 ms, and goes when it has answered', async () => {
    show();
    const call = callTaking(600);
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await call;
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('does not flash for a call quicker than 200 ms (docs/product-rules.md §18)', async () => {
    show();
    await callTaking(50);
    await new Promise((settle) => setTimeout(settle, 300));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
