import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { SkeletonCard, SkeletonStats } from './area-skeletons.tsx';
import { LoadingBlock, Skeleton, SkeletonRegion, SkeletonText } from './skeleton.tsx';

const show = (element: ReactNode) => renderRoutes([{ path: '/', element }], { path: '/', lang: 'en' });

describe('skeletons', () => {
  it('are hidden from assistive technology, at the size asked for', () => {
    const { container } = show(
      <>
        <Skeleton width={120} height="2rem" round />
        <SkeletonText lines={3} />
        <SkeletonStats count={4} />
        <SkeletonCard chart />
      </>,
    );
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block.style.width).toBe('120px');
    expect(block.style.height).toBe('2rem');
    for (const child of Array.from(container.children)) expect(child).toHaveAttribute('aria-hidden', 'true');
    expect(container.children[1]?.children).toHaveLength(3);
    expect(container.children[2]?.children).toHaveLength(4);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leave sizes to the class names unless told', () => {
    const { container } = show(<Skeleton />);
    expect((container.firstElementChild as HTMLElement).getAttribute('style')).toBeNull();
  });

  it('stand in a busy region that says what is loading', () => {
    show(
      <SkeletonRegion label="Loading your dashboard…">
        <SkeletonStats count={2} />
      </SkeletonRegion>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your dashboard…');
    expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('replace the spinner of the generic page placeholder, which says "Loading…" unless told', () => {
    const { container } = show(<LoadingBlock />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelector('svg')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  });
});
