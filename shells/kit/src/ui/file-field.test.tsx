import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { acceptedKinds, checkFile, formatBytes, matchesAccept } from './file-check.ts';
import { FileField } from './file-field.tsx';

const proofTypes = ['.pdf', 'application/pdf', '.png', 'image/png', '.jpg', '.jpeg', 'image/jpeg'];
const twoMb = 2 * 1024 * 1024;

function fileOf(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type });
}

function Harness({ onFileChange }: { onFileChange: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileField
      label="Proof of education"
      accept={proofTypes}
      maxBytes={twoMb}
      file={file}
      onFileChange={(next) => {
        setFile(next);
        onFileChange(next);
      }}
    />
  );
}

/** The picker's hidden input (FileTrigger); userEvent.upload ignores `accept` when told to. */
function pickerInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('FileField', () => {
  it('refuses a file over the limit, in Turkish, without handing it over', async () => {
    const onFileChange = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes([{ path: '*', element: <Harness onFileChange={onFileChange} /> }], {
      path: '/',
      lang: 'tr',
    });
    await user.upload(pickerInput(), fileOf('kanit.pdf', 'application/pdf', twoMb + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dosya çok büyük. En fazla 2 MB boyutunda bir dosya seçin.',
    );
    expect(onFileChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Dosya seçin/ })).toHaveAccessibleDescription(
      /Dosya çok büyük/,
    );
  });

  it('refuses a type that is not accepted, in English', async () => {
    const onFileChange = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes([{ path: '*', element: <Harness onFileChange={onFileChange} /> }], {
      path: '/en',
      lang: 'en',
    });
    await user.upload(pickerInput(), fileOf('notes.docx', 'application/vnd.openxmlformats', 100));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This type of file is not accepted. Choose one of: PDF, PNG, JPG, JPEG.',
    );
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it('takes a good file, shows it, and can remove it by keyboard', async () => {
    const onFileChange = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes([{ path: '*', element: <Harness onFileChange={onFileChange} /> }], {
      path: '/en',
      lang: 'en',
    });
    const picker = screen.getByRole('button', { name: /Choose a file/ });
    expect(picker).toHaveAccessibleDescription(/Accepted: PDF, PNG, JPG, JPEG\. At most 2 MB\./);
    await user.upload(pickerInput(), fileOf('Kanıt belgesi.PDF', '', 1500));
    expect(onFileChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Kanıt belgesi.PDF' }));
    expect(screen.getByText('Kanıt belgesi.PDF')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    const remove = screen.getByRole('button', { name: 'Remove Kanıt belgesi.PDF' });
    remove.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onFileChange).toHaveBeenLastCalledWith(null));
    expect(screen.getByRole('button', { name: /Choose a file/ })).toBeInTheDocument();
  });
});

describe('file checks', () => {
  it('matches by extension or by MIME type', () => {
    expect(matchesAccept(fileOf('a.PNG', '', 1), proofTypes)).toBe(true);
    expect(matchesAccept(fileOf('scan', 'image/jpeg', 1), proofTypes)).toBe(true);
    expect(matchesAccept(fileOf('a.gif', 'image/gif', 1), proofTypes)).toBe(false);
    expect(matchesAccept(fileOf('a.gif', 'image/gif', 1), ['image/*'])).toBe(true);
  });

  it('names the problem: type first, then empty, then size', () => {
    expect(checkFile(fileOf('a.exe', '', twoMb * 2), proofTypes, twoMb)).toEqual({
      kind: 'wrongType',
      accept: proofTypes,
    });
    expect(checkFile(fileOf('a.pdf', 'application/pdf', 0), proofTypes, twoMb)).toEqual({ kind: 'empty' });
    expect(checkFile(fileOf('a.pdf', 'application/pdf', twoMb), proofTypes, twoMb)).toBeNull();
    expect(checkFile(fileOf('a.pdf', 'application/pdf', twoMb + 1), proofTypes, twoMb)).toEqual({
      kind: 'tooLarge',
      maxBytes: twoMb,
    });
  });

  it('says sizes and kinds as people do', () => {
    expect(formatBytes(twoMb, 'en')).toBe('2 MB');
    expect(formatBytes(1536, 'tr')).toBe('1,5 kB');
    expect(acceptedKinds(['.xlsx', 'application/vnd.ms-excel', '.XLSX'])).toBe('XLSX');
    expect(acceptedKinds(['image/png', 'image/jpeg'])).toBe('PNG, JPEG');
  });
});
