import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { ActionMenu } from './action-menu.tsx';
import { Avatar, initialsOf } from './avatar.tsx';
import { EmptyState } from './empty-state.tsx';
import { Pill } from './pill.tsx';
import { ProgressBar } from './progress-bar.tsx';

const at = (element: React.ReactNode, lang: 'tr' | 'en' = 'en') =>
  renderRoutes([{ path: '*', element }], { path: lang === 'en' ? '/en' : '/', lang });

describe('ActionMenu', () => {
  it('opens from its named button by keyboard, runs the chosen action, and Escape returns focus', async () => {
    const user = userEvent.setup();
    const edit = vi.fn();
    const remove = vi.fn();
    at(
      <ActionMenu
        label="Actions for Ayşe Yılmaz"
        items={[
          { id: 'edit', label: 'Edit', onAction: edit },
          { id: 'lock', label: 'Lock', onAction: () => {}, isDisabled: true },
          { id: 'delete', label: 'Delete', tone: 'danger', onAction: remove },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Actions for Ayşe Yılmaz' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Lock' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(edit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});

describe('Avatar', () => {
  it('shows the picture, or the initials when there is none or it fails', () => {
    at(
      <>
        <Avatar name="Ayşe Yılmaz" src="/api/accounts/1/avatar" />
        <Avatar name="ismail çelik" />
      </>,
    );
    const withPicture = screen.getByRole('img', { name: 'Ayşe Yılmaz' });
    const picture = withPicture.querySelector('img');
    expect(picture).toHaveAttribute('src', '/api/accounts/1/avatar');
    expect(screen.getByRole('img', { name: 'ismail çelik' })).toHaveTextContent('İÇ');
    fireEvent.error(picture as HTMLImageElement);
    expect(withPicture).toHaveTextContent('AY');
  });

  it('makes initials in Turkish case', () => {
    expect(initialsOf('  ılgın  öz ')).toBe('IÖ');
    expect(initialsOf('Cem')).toBe('C');
    expect(initialsOf('')).toBe('?');
  });
});

describe('Pill, EmptyState and ProgressBar', () => {
  it('say what they show in words', () => {
    at(
      <>
        <Pill tone="warning">Pending</Pill>
        <EmptyState
          title="No proofs yet"
          description="Upload one to start."
          action={<button type="button">Upload</button>}
        />
        <ProgressBar label="Importing" value={25} />
        <ProgressBar label="Preparing" />
      </>,
      'tr',
    );
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No proofs yet' })).toBeInTheDocument();
    const importing = screen.getByRole('progressbar', { name: 'Importing' });
    expect(importing).toHaveAttribute('aria-valuenow', '25');
    expect(importing).toHaveTextContent('%25');
    expect(screen.getByRole('progressbar', { name: 'Preparing' })).not.toHaveAttribute('aria-valuenow');
  });
});
