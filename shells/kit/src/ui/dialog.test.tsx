import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { ActionMenu } from './action-menu.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Dialog } from './dialog.tsx';

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit member
      </button>
      <button type="button">Elsewhere</button>
      <Dialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Edit Ayşe"
        footer={<button type="button">Save</button>}
      >
        <label>
          Name <input defaultValue="Ayşe" />
        </label>
      </Dialog>
    </>
  );
}

function ConfirmHarness({ onConfirm, isPending = false }: { onConfirm: () => void; isPending?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionMenu
        label="Actions for Ayşe"
        items={[{ id: 'delete', label: 'Delete', tone: 'danger', onAction: () => setOpen(true) }]}
      />
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Delete Ayşe?"
        description="Her projects and hours go with her."
        confirmLabel="Delete"
        isPending={isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('Dialog', () => {
  it('is a named modal that keeps focus inside and gives it back to its trigger', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <DialogHarness /> }], { path: '/en', lang: 'en' });
    const trigger = screen.getByRole('button', { name: 'Edit member' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ayşe' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Tab around: focus never leaves the dialog.
    for (let step = 0; step < 5; step++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    // The rest of the page is inert while the dialog is open.
    expect(screen.getByRole('button', { name: 'Elsewhere' }).closest('[inert]')).not.toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with its labelled close button', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <DialogHarness /> }], { path: '/', lang: 'tr' });
    await user.click(screen.getByRole('button', { name: 'Edit member' }));
    await user.click(await screen.findByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('ConfirmDialog', () => {
  it('asks first, focusing Cancel, and confirms only on the confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderRoutes([{ path: '*', element: <ConfirmHarness onConfirm={onConfirm} /> }], {
      path: '/en',
      lang: 'en',
    });
    const menuButton = screen.getByRole('button', { name: 'Actions for Ayşe' });
    await user.click(menuButton);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Ayşe?' });
    expect(dialog).toHaveTextContent('Her projects and hours go with her.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancel closes without confirming and focus goes back to the menu button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderRoutes([{ path: '*', element: <ConfirmHarness onConfirm={onConfirm} /> }], {
      path: '/en',
      lang: 'en',
    });
    const menuButton = screen.getByRole('button', { name: 'Actions for Ayşe' });
    await user.click(menuButton);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('cannot be dismissed or confirmed twice while the action runs', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderRoutes([{ path: '*', element: <ConfirmHarness onConfirm={onConfirm} isPending /> }], {
      path: '/en',
      lang: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Actions for Ayşe' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await screen.findByRole('alertdialog');
    // The pending action's button keeps the focus (aria-disabled) and ignores presses.
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(confirm);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
